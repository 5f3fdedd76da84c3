import { describe, expect, it } from 'vitest';
import { htmlToText, replyText } from './reply-text';

// Replies as mail programs write them, answering the portal's notice of a citizen's question.
const QUESTION = [
  'Poštovani vijećniče,',
  '',
  'građanin Amir Hodžić postavio vam je pitanje:',
  '„Kada će biti popravljena ulica Maršala Tita?“',
  '',
  'Odgovorite na ovu poruku ili na portalu.',
  '-- ',
  'e-Učešće, Grad Tuzla',
];
const quoted = QUESTION.map((line) => (line ? `> ${line}` : '>')).join('\n');
const plain = QUESTION.join('\n');

describe('the new part of a plain-text reply', () => {
  it('Gmail, English: the attribution and the quoted lines go', () => {
    const text = [
      'Thank you for the question. The street will be repaired in June.',
      '',
      'On Mon, 3 Jun 2024 at 10:15, e-Učešće Tuzla <noreply@tuzla.ba> wrote:',
      '',
      quoted,
      '',
    ].join('\n');
    expect(replyText(text)).toBe('Thank you for the question. The street will be repaired in June.');
  });

  it('Gmail, Bosnian, with the attribution wrapped over two lines; the sign-off stays', () => {
    const text = [
      'Poštovani,',
      '',
      'ulica će biti popravljena do kraja juna.',
      '',
      'Lijep pozdrav,',
      'Emina Salihović',
      '',
      'pon, 3. jun 2024. u 10:15 e-Učešće Tuzla <noreply@tuzla.ba> je',
      'napisao/la:',
      '',
      quoted,
    ].join('\r\n');
    expect(replyText(text)).toBe(
      'Poštovani,\n\nulica će biti popravljena do kraja juna.\n\nLijep pozdrav,\nEmina Salihović',
    );
  });

  it('Gmail, Croatian ("napisao je:") and Serbian Cyrillic ("је написао/ла:")', () => {
    expect(
      replyText(
        `Radovi počinju u srpnju.\n\npon, 3. lip 2024. u 10:15 e-Učešće <noreply@tuzla.ba> napisao je:\n\n${quoted}`,
      ),
    ).toBe('Radovi počinju u srpnju.');
    expect(
      replyText(
        `Радови почињу у јулу.\n\nпон, 3. јун 2024. у 10:15 е-Учешће <noreply@tuzla.ba> је написао/ла:\n\n${quoted}`,
      ),
    ).toBe('Радови почињу у јулу.');
  });

  it('Outlook, English: everything from the rule and the From/Sent headers on goes', () => {
    const text = [
      'The works start on Monday.',
      '',
      'Best regards,',
      'John Smith',
      '',
      '________________________________',
      'From: e-Učešće Tuzla <noreply@tuzla.ba>',
      'Sent: Monday, June 3, 2024 10:15 AM',
      'To: John Smith <john.smith@tuzla.ba>',
      'Subject: Novo pitanje građana',
      '',
      plain,
    ].join('\r\n');
    expect(replyText(text)).toBe('The works start on Monday.\n\nBest regards,\nJohn Smith');
  });

  it('Outlook, Bosnian/Croatian: "Od: … Poslano: …" without a rule', () => {
    const text = [
      'Poštovani gospodine Hodžiću,',
      'odgovor je u prilogu.',
      '',
      'S poštovanjem,',
      'Mirza Kovačević',
      '',
      'Od: e-Učešće Tuzla <noreply@tuzla.ba>',
      'Poslano: ponedjeljak, 3. lipnja 2024. 10:15',
      'Prima: Mirza Kovačević <mirza.kovacevic@tuzla.ba>',
      'Predmet: Novo pitanje građana',
      '',
      plain,
    ].join('\n');
    expect(replyText(text)).toBe(
      'Poštovani gospodine Hodžiću,\nodgovor je u prilogu.\n\nS poštovanjem,\nMirza Kovačević',
    );
  });

  it('Outlook, Serbian Cyrillic headers, bold as asterisks', () => {
    const text = [
      'Одговор је у прилогу.',
      '',
      '*Од:* е-Учешће <noreply@tuzla.ba>',
      '*Послато:* 3. јун 2024. 10:15',
      plain,
    ];
    expect(replyText(text.join('\n'))).toBe('Одговор је у прилогу.');
  });

  it('"-----Original Message-----" and "-----Izvorna poruka-----" separators', () => {
    expect(replyText(`Agreed.\n\n-----Original Message-----\nFrom: noreply@tuzla.ba\n${plain}`)).toBe(
      'Agreed.',
    );
    expect(replyText(`Slažem se.\n\n-------- Izvorna poruka --------\nPredmet: Pitanje\n${plain}`)).toBe(
      'Slažem se.',
    );
  });

  it('Apple Mail on an iPhone: quoted attribution, "Sent from my iPhone" at the end', () => {
    const text = [
      'Yes, the session is on Thursday.',
      '',
      'Sent from my iPhone',
      '',
      '> On 3 Jun 2024, at 10:15, e-Učešće Tuzla <noreply@tuzla.ba> wrote:',
      '> ',
      quoted,
    ].join('\n');
    expect(replyText(text)).toBe('Yes, the session is on Thursday.');
  });

  it('Apple Mail, Croatian, attribution unquoted above a quote; "Poslano s mog iPhonea"', () => {
    const text = [
      'Hvala na pitanju, odgovor slijedi sutra.',
      '',
      'Poslano s mog iPhonea',
      '',
      'Dana 3. lip 2024., u 10:15, e-Učešće Tuzla <noreply@tuzla.ba> je napisao/la:',
      '',
      quoted,
    ].join('\n');
    expect(replyText(text)).toBe('Hvala na pitanju, odgovor slijedi sutra.');
  });

  it('Thunderbird, Bosnian, answering below the quote: the answer stays, the signature goes', () => {
    const text = [
      'Dana 03.06.2024. u 10:15, e-Učešće Tuzla je napisao:',
      '> Poštovani vijećniče,',
      '> građanin pita kada će biti popravljena ulica.',
      '',
      'Ulica će biti popravljena u julu.',
      '',
      '-- ',
      'Mirza Kovačević',
      'Gradsko vijeće Tuzla',
    ].join('\n');
    expect(replyText(text)).toBe('Ulica će biti popravljena u julu.');
  });

  it('Thunderbird, English, answers between the quoted lines', () => {
    const text = [
      'On 6/3/24 10:15 AM, e-Participation Tuzla wrote:',
      '> When will the street be repaired?',
      '',
      'In July.',
      '',
      '> Who is responsible?',
      '',
      "The city's roads department.",
    ].join('\n');
    expect(replyText(text)).toBe("In July.\n\nThe city's roads department.");
  });

  it('phones in Serbian: "Послато са мог iPhone-а" at the end goes', () => {
    expect(replyText('Хвала, проследићу надлежнима.\n\nПослато са мог iPhone-а')).toBe(
      'Хвала, проследићу надлежнима.',
    );
    expect(replyText('Primljeno.\n\nPoslato sa mog Samsung Galaxy pametnog telefona.')).toBe('Primljeno.');
  });

  it('keeps a reply that quotes nothing as it is, and its ordinary sentences with "napisao:" or dashes', () => {
    const text = 'Kao što je vijećnik napisao:\n„sjednica je 12. juna“.\n\nBudžet 2024--2025 je usvojen.';
    expect(replyText(text)).toBe(text);
    expect(replyText('  Da.  \n\n\n\n  ')).toBe('Da.');
  });

  it('a reply that is only the quote is empty', () => {
    expect(replyText(`On Mon, 3 Jun 2024 at 10:15, Portal <noreply@tuzla.ba> wrote:\n${quoted}`)).toBe('');
    expect(replyText('')).toBe('');
    expect(replyText(undefined, undefined)).toBe('');
  });
});

describe('the new part of an HTML-only reply', () => {
  it('Gmail: cut at the gmail_quote, the signature dropped, entities decoded', () => {
    const html =
      '<div dir="ltr"><div>Poštovani,</div><div><br></div><div>ulica će biti popravljena &scaron;to prije &ndash; u junu.</div>' +
      '<br clear="all"><div><br></div><span class="gmail_signature_prefix">-- </span><br>' +
      '<div dir="ltr" class="gmail_signature" data-smartmail="gmail_signature">Emina Salihović<br>Vijećnica</div></div><br>' +
      '<div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">pon, 3. jun 2024. u 10:15 ' +
      'e-Učešće &lt;<a href="mailto:noreply@tuzla.ba">noreply@tuzla.ba</a>&gt; je napisao/la:<br></div>' +
      '<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex">Poštovani vijećniče, …</blockquote></div>';
    expect(replyText(null, html)).toBe('Poštovani,\n\nulica će biti popravljena što prije – u junu.');
  });

  it('Outlook: cut at divRplyFwdMsg; styles and the head never show', () => {
    const html =
      '<html><head><meta charset="utf-8"><style>p { margin: 0 }</style></head><body>' +
      '<div style="font-family: Calibri">Radovi počinju u ponedjeljak.</div><div>S poštovanjem,<br>Mirza</div>' +
      '<div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1">' +
      '<div id="divRplyFwdMsg" dir="ltr"><b>Od:</b> e-Učešće Tuzla &lt;noreply@tuzla.ba&gt;<br><b>Poslano:</b> ponedjeljak</div>' +
      '<div>Poštovani vijećniče, …</div></body></html>';
    expect(replyText(undefined, html)).toBe('Radovi počinju u ponedjeljak.\nS poštovanjem,\nMirza');
  });

  it('Apple Mail and Thunderbird: cut at the cited blockquote and the cite prefix', () => {
    expect(
      replyText(
        null,
        '<html><body dir="auto">Yes.<br><br><div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br>' +
          '<blockquote type="cite">On 3 Jun 2024, at 10:15, Portal wrote:<br><br></blockquote></div>' +
          '<blockquote type="cite"><div>Question</div></blockquote></body></html>',
      ),
    ).toBe('Yes.');
    expect(
      replyText(
        null,
        '<p>Odgovor&nbsp;je u prilogu.</p><div class="moz-cite-prefix">Dana 03.06.2024. u 10:15, Portal je napisao:<br></div>' +
          '<blockquote type="cite" cite="mid:x@tuzla.ba">Pitanje</blockquote>',
      ),
    ).toBe('Odgovor je u prilogu.');
  });

  it('the text part wins over the HTML when both are there', () => {
    expect(replyText('From the text part.', '<p>From the HTML.</p>')).toBe('From the text part.');
  });

  it('htmlToText: line breaks, lists, numeric entities, no tags', () => {
    expect(
      htmlToText(
        '<p>Prvo</p><p>Drugo<br>treće</p><ul><li>a</li><li>b &#269; &#x107;</li></ul><script>x()</script>',
      ),
    ).toBe('Prvo\n\nDrugo\ntreće\n\n- a\n- b č ć');
  });
});
