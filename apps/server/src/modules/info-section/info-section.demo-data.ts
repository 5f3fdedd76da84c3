import type { Translated } from '@portal/contracts';

/** The demo municipality's info-section texts (the City of Tuzla). */
export const demoTexts: { title: Translated; text: Translated }[] = [
  {
    title: {
      bs: 'Radno vrijeme Centra za usluge građanima',
      hr: 'Radno vrijeme Centra za usluge građanima',
      sr_cyr: 'Радно вријеме Центра за услуге грађанима',
    },
    text: {
      bs:
        'Centar za usluge građanima u zgradi Gradske uprave radi svakim radnim danom od 7.30 do 15.30 sati, a subotom od 8 do 13 sati.\n\n' +
        'U Centru možete:\n\n' +
        '- predati zahtjeve i podneske svim službama Gradske uprave;\n' +
        '- dobiti izvode iz matičnih knjiga i uvjerenja;\n' +
        '- ovjeriti potpise, prepise i rukopise;\n' +
        '- dobiti informacije o upravnim postupcima i potrebnim dokumentima.',
      hr:
        'Centar za usluge građanima u zgradi Gradske uprave radi svakim radnim danom od 7.30 do 15.30 sati, a subotom od 8 do 13 sati.\n\n' +
        'U Centru možete:\n\n' +
        '- predati zahtjeve i podneske svim službama Gradske uprave;\n' +
        '- dobiti izvatke iz matičnih knjiga i uvjerenja;\n' +
        '- ovjeriti potpise, preslike i rukopise;\n' +
        '- dobiti informacije o upravnim postupcima i potrebnim dokumentima.',
      sr_cyr:
        'Центар за услуге грађанима у згради Градске управе ради сваким радним даном од 7.30 до 15.30 часова, а суботом од 8 до 13 часова.\n\n' +
        'У Центру можете:\n\n' +
        '- предати захтјеве и поднеске свим службама Градске управе;\n' +
        '- добити изводе из матичних књига и увјерења;\n' +
        '- овјерити потписе, преписе и рукописе;\n' +
        '- добити информације о управним поступцима и потребним документима.',
    },
  },
  {
    title: {
      bs: 'Javne konsultacije o nacrtu budžeta',
      hr: 'Javno savjetovanje o nacrtu proračuna',
      sr_cyr: 'Јавне консултације о нацрту буџета',
    },
    text: {
      bs:
        'Gradonačelnik poziva građane, udruženja i mjesne zajednice da do 15. novembra dostave prijedloge i primjedbe na nacrt budžeta Grada za narednu godinu.\n\n' +
        'Prijedloge možete poslati e-poštom, predati u Centru za usluge građanima ili iznijeti na javnoj raspravi, o kojoj će obavještenje biti objavljeno na portalu.',
      hr:
        'Gradonačelnik poziva građane, udruge i mjesne zajednice da do 15. studenoga dostave prijedloge i primjedbe na nacrt proračuna Grada za sljedeću godinu.\n\n' +
        'Prijedloge možete poslati e-poštom, predati u Centru za usluge građanima ili iznijeti na javnoj raspravi, o kojoj će obavijest biti objavljena na portalu.',
      sr_cyr:
        'Градоначелник позива грађане, удружења и мјесне заједнице да до 15. новембра доставе приједлоге и примједбе на нацрт буџета Града за наредну годину.\n\n' +
        'Приједлоге можете послати е-поштом, предати у Центру за услуге грађанима или изнијети на јавној расправи, о којој ће обавјештење бити објављено на порталу.',
    },
  },
  {
    title: {
      bs: 'Šta nudi info sekcija',
      hr: 'Što nudi info sekcija',
      sr_cyr: 'Шта нуди инфо секција',
    },
    text: {
      bs: 'Ovdje Grad objavljuje važna obavještenja, pozive i dokumente: odluke, pravilnike, budžet i izvještaje. Dokument preuzimate klikom na njegov naziv. Ponuđeni su dokumenti na jeziku koji ste izabrali i oni koji važe za sve jezike.',
      hr: 'Ovdje Grad objavljuje važne obavijesti, pozive i dokumente: odluke, pravilnike, proračun i izvješća. Dokument preuzimate klikom na njegov naziv. Ponuđeni su dokumenti na jeziku koji ste odabrali i oni koji vrijede za sve jezike.',
      sr_cyr:
        'Овдје Град објављује важна обавјештења, позиве и документе: одлуке, правилнике, буџет и извјештаје. Документ преузимате кликом на његов назив. Понуђени су документи на језику који сте изабрали и они који важе за све језике.',
    },
  },
];
