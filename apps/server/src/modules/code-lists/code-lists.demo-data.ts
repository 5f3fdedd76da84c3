import type { CategoryIcon, CodeListName } from '@portal/contracts';

type Text = { bs: string; hr: string; sr_cyr: string };

/** One entry of a code list in the demo municipality; children only in trees. */
export type DemoEntry = {
  /** Short code, at most 20 characters, unique within its list. */
  code?: string;
  /** At most 200 characters. */
  name: Text;
  /** At most 2000 characters. */
  description?: Text;
  /** Default true; false for an old entry kept for the records that use it. */
  active?: boolean;
  /** Trees only (OrganizationalUnit, AdministrativeProcedureCategory). */
  children?: DemoEntry[];
  /** Category only, required there. */
  icon?: CategoryIcon;
  /** Category only: days to the first answer of its complaints; none without. */
  responseDays?: number;
  /** Person only. */
  position?: Text;
  /** Person only. */
  phone?: string;
  /** Person only. */
  email?: string;
  /** Convocation only, 'YYYY-MM-DD', required there. */
  startDate?: string;
  /** Convocation only, required there. */
  endDate?: string;
  /** Convocation only; exactly one active entry is current. */
  isCurrent?: boolean;
  /** PoliticalParty only, required there, at most 30 characters. */
  shortName?: Text;
};

/**
 * The code lists of the demo municipality, the City of Tuzla (Federation of BiH, Tuzla
 * Canton): units, functions, categories and persons as its city administration keeps them.
 * The persons are fictitious. Bosnian (ijekavian), Croatian and Serbian Cyrillic (ijekavian).
 */
export const demoCodeLists: Partial<Record<CodeListName, DemoEntry[]>> = {
  OrganizationalUnit: [
    {
      code: 'GV',
      name: { bs: 'Gradsko vijeće', hr: 'Gradsko vijeće', sr_cyr: 'Градско вијеће' },
      description: {
        bs: 'Predstavničko tijelo građana koje donosi Statut, budžet, prostorne planove i druge propise Grada.',
        hr: 'Predstavničko tijelo građana koje donosi Statut, proračun, prostorne planove i druge propise Grada.',
        sr_cyr:
          'Представнички орган грађана који доноси Статут, буџет, просторне планове и друге прописе Града.',
      },
      children: [
        {
          code: 'GV-SS',
          name: {
            bs: 'Stručna služba Gradskog vijeća',
            hr: 'Stručna služba Gradskog vijeća',
            sr_cyr: 'Стручна служба Градског вијећа',
          },
        },
        {
          code: 'GV-KSP',
          name: {
            bs: 'Komisija za statut i propise',
            hr: 'Povjerenstvo za statut i propise',
            sr_cyr: 'Комисија за статут и прописе',
          },
        },
        {
          code: 'GV-KBF',
          name: {
            bs: 'Komisija za budžet i finansije',
            hr: 'Povjerenstvo za proračun i financije',
            sr_cyr: 'Комисија за буџет и финансије',
          },
        },
        {
          code: 'GV-KMZ',
          name: {
            bs: 'Komisija za mjesne zajednice',
            hr: 'Povjerenstvo za mjesne zajednice',
            sr_cyr: 'Комисија за мјесне заједнице',
          },
        },
      ],
    },
    {
      code: 'KG',
      name: { bs: 'Kabinet gradonačelnika', hr: 'Ured gradonačelnika', sr_cyr: 'Кабинет градоначелника' },
      description: {
        bs: 'Obavlja savjetodavne, protokolarne i administrativno-tehničke poslove za gradonačelnika i poslove odnosa s javnošću.',
        hr: 'Obavlja savjetodavne, protokolarne i administrativno-tehničke poslove za gradonačelnika te poslove odnosa s javnošću.',
        sr_cyr:
          'Обавља савјетодавне, протоколарне и административно-техничке послове за градоначелника и послове односа с јавношћу.',
      },
      children: [
        {
          code: 'KG-OJ',
          name: {
            bs: 'Odsjek za odnose s javnošću',
            hr: 'Odsjek za odnose s javnošću',
            sr_cyr: 'Одсјек за односе с јавношћу',
          },
        },
        {
          code: 'KG-MS',
          name: {
            bs: 'Odsjek za međunarodnu saradnju i evropske integracije',
            hr: 'Odsjek za međunarodnu suradnju i europske integracije',
            sr_cyr: 'Одсјек за међународну сарадњу и европске интеграције',
          },
        },
        { code: 'KG-PR', name: { bs: 'Protokol', hr: 'Protokol', sr_cyr: 'Протокол' } },
      ],
    },
    {
      code: 'SOU',
      name: { bs: 'Služba za opću upravu', hr: 'Odjel za opću upravu', sr_cyr: 'Одјељење за општу управу' },
      description: {
        bs: 'Vodi matične knjige, izdaje uvjerenja i obavlja ovjere, prima podneske građana i koordinira rad mjesnih zajednica.',
        hr: 'Vodi matične knjige, izdaje uvjerenja i obavlja ovjere, zaprima podneske građana i koordinira rad mjesnih zajednica.',
        sr_cyr:
          'Води матичне књиге, издаје увјерења и обавља овјере, прима поднеске грађана и координира рад мјесних заједница.',
      },
      children: [
        {
          code: 'SOU-MK',
          name: {
            bs: 'Odsjek za matične knjige i državljanstvo',
            hr: 'Odsjek za matične knjige i državljanstvo',
            sr_cyr: 'Одсјек за матичне књиге и држављанство',
          },
        },
        {
          code: 'SOU-OV',
          name: {
            bs: 'Odsjek za ovjere i uvjerenja',
            hr: 'Odsjek za ovjere i uvjerenja',
            sr_cyr: 'Одсјек за овјере и увјерења',
          },
        },
        {
          code: 'SOU-CUG',
          name: {
            bs: 'Centar za usluge građanima',
            hr: 'Centar za usluge građanima',
            sr_cyr: 'Центар за услуге грађанима',
          },
        },
        {
          code: 'SOU-MZ',
          name: {
            bs: 'Odsjek za mjesne zajednice',
            hr: 'Odsjek za mjesne zajednice',
            sr_cyr: 'Одсјек за мјесне заједнице',
          },
        },
      ],
    },
    {
      code: 'SF',
      name: { bs: 'Služba za finansije', hr: 'Odjel za financije', sr_cyr: 'Одјељење за финансије' },
      description: {
        bs: 'Priprema budžet Grada i prati njegovo izvršenje, vodi računovodstvo i naplatu gradskih prihoda.',
        hr: 'Priprema proračun Grada i prati njegovo izvršenje, vodi računovodstvo i naplatu gradskih prihoda.',
        sr_cyr:
          'Припрема буџет Града и прати његово извршење, води рачуноводство и наплату градских прихода.',
      },
      children: [
        {
          code: 'SF-BU',
          name: { bs: 'Odsjek za budžet', hr: 'Odsjek za proračun', sr_cyr: 'Одсјек за буџет' },
        },
        {
          code: 'SF-TR',
          name: {
            bs: 'Odsjek za trezorsko poslovanje i računovodstvo',
            hr: 'Odsjek za riznicu i računovodstvo',
            sr_cyr: 'Одсјек за трезорско пословање и рачуноводство',
          },
        },
        {
          code: 'SF-JPR',
          name: {
            bs: 'Odsjek za javne prihode',
            hr: 'Odsjek za javne prihode',
            sr_cyr: 'Одсјек за јавне приходе',
          },
        },
        {
          code: 'SF-JN',
          name: {
            bs: 'Odsjek za javne nabavke',
            hr: 'Odsjek za javnu nabavu',
            sr_cyr: 'Одсјек за јавне набавке',
          },
        },
      ],
    },
    {
      code: 'SPU',
      name: {
        bs: 'Služba za prostorno uređenje i zaštitu okoline',
        hr: 'Odjel za prostorno uređenje i zaštitu okoliša',
        sr_cyr: 'Одјељење за просторно уређење и заштиту животне средине',
      },
      description: {
        bs: 'Priprema prostorno-plansku dokumentaciju, izdaje urbanističke saglasnosti, odobrenja za građenje i upotrebne dozvole i obavlja poslove zaštite okoline.',
        hr: 'Priprema prostorno-plansku dokumentaciju, izdaje urbanističke suglasnosti, odobrenja za građenje i uporabne dozvole te obavlja poslove zaštite okoliša.',
        sr_cyr:
          'Припрема просторно-планску документацију, издаје урбанистичке сагласности, одобрења за грађење и употребне дозволе и обавља послове заштите животне средине.',
      },
      children: [
        {
          code: 'SPU-PP',
          name: {
            bs: 'Odsjek za prostorno planiranje',
            hr: 'Odsjek za prostorno planiranje',
            sr_cyr: 'Одсјек за просторно планирање',
          },
        },
        {
          code: 'SPU-UG',
          name: {
            bs: 'Odsjek za urbanizam i građenje',
            hr: 'Odsjek za urbanizam i gradnju',
            sr_cyr: 'Одсјек за урбанизам и грађење',
          },
        },
        {
          code: 'SPU-ZO',
          name: {
            bs: 'Odsjek za zaštitu okoline',
            hr: 'Odsjek za zaštitu okoliša',
            sr_cyr: 'Одсјек за заштиту животне средине',
          },
        },
        {
          code: 'SPU-LEG',
          name: {
            bs: 'Odsjek za legalizaciju bespravno izgrađenih objekata',
            hr: 'Odsjek za legalizaciju bespravno izgrađenih građevina',
            sr_cyr: 'Одсјек за легализацију бесправно изграђених објеката',
          },
          description: {
            bs: 'Ugašen po okončanju postupaka legalizacije; njegove poslove preuzeo je Odsjek za urbanizam i građenje.',
            hr: 'Ukinut nakon okončanja postupaka legalizacije; njegove poslove preuzeo je Odsjek za urbanizam i gradnju.',
            sr_cyr:
              'Угашен по окончању поступака легализације; његове послове преузео је Одсјек за урбанизам и грађење.',
          },
          active: false,
        },
      ],
    },
    {
      code: 'SIPK',
      name: {
        bs: 'Služba za imovinsko-pravne poslove i katastar nekretnina',
        hr: 'Odjel za imovinsko-pravne poslove i katastar nekretnina',
        sr_cyr: 'Одјељење за имовинско-правне послове и катастар непокретности',
      },
      description: {
        bs: 'Vodi postupke eksproprijacije i raspolaganja gradskim građevinskim zemljištem, katastar nekretnina i geodetske poslove.',
        hr: 'Vodi postupke izvlaštenja i raspolaganja gradskim građevinskim zemljištem, katastar nekretnina i geodetske poslove.',
        sr_cyr:
          'Води поступке експропријације и располагања градским грађевинским земљиштем, катастар непокретности и геодетске послове.',
      },
      children: [
        {
          code: 'SIPK-IP',
          name: {
            bs: 'Odsjek za imovinsko-pravne poslove',
            hr: 'Odsjek za imovinsko-pravne poslove',
            sr_cyr: 'Одсјек за имовинско-правне послове',
          },
        },
        {
          code: 'SIPK-KN',
          name: {
            bs: 'Odsjek za katastar nekretnina',
            hr: 'Odsjek za katastar nekretnina',
            sr_cyr: 'Одсјек за катастар непокретности',
          },
        },
        {
          code: 'SIPK-GP',
          name: {
            bs: 'Odsjek za geodetske poslove',
            hr: 'Odsjek za geodetske poslove',
            sr_cyr: 'Одсјек за геодетске послове',
          },
        },
      ],
    },
    {
      code: 'SKP',
      name: {
        bs: 'Služba za komunalne poslove, infrastrukturu i obnovu',
        hr: 'Odjel za komunalne poslove, infrastrukturu i obnovu',
        sr_cyr: 'Одјељење за комуналне послове, инфраструктуру и обнову',
      },
      description: {
        bs: 'Upravlja održavanjem ulica, javne rasvjete, zelenih površina i drugih komunalnih objekata i vodi investicije u infrastrukturu.',
        hr: 'Upravlja održavanjem ulica, javne rasvjete, zelenih površina i drugih komunalnih objekata te vodi ulaganja u infrastrukturu.',
        sr_cyr:
          'Управља одржавањем улица, јавне расвјете, зелених површина и других комуналних објеката и води инвестиције у инфраструктуру.',
      },
      children: [
        {
          code: 'SKP-KP',
          name: {
            bs: 'Odsjek za komunalne poslove',
            hr: 'Odsjek za komunalne poslove',
            sr_cyr: 'Одсјек за комуналне послове',
          },
        },
        {
          code: 'SKP-SI',
          name: {
            bs: 'Odsjek za saobraćaj i saobraćajnu infrastrukturu',
            hr: 'Odsjek za promet i prometnu infrastrukturu',
            sr_cyr: 'Одсјек за саобраћај и саобраћајну инфраструктуру',
          },
        },
        {
          code: 'SKP-IO',
          name: {
            bs: 'Odsjek za investicije i obnovu',
            hr: 'Odsjek za kapitalna ulaganja i obnovu',
            sr_cyr: 'Одсјек за инвестиције и обнову',
          },
        },
        {
          code: 'SKP-SP',
          name: {
            bs: 'Odsjek za stambene poslove i upravljanje zgradama',
            hr: 'Odsjek za stambene poslove i upravljanje zgradama',
            sr_cyr: 'Одсјек за стамбене послове и управљање зградама',
          },
        },
      ],
    },
    {
      code: 'SPPT',
      name: {
        bs: 'Služba za privredu, poljoprivredu i turizam',
        hr: 'Odjel za gospodarstvo, poljoprivredu i turizam',
        sr_cyr: 'Одјељење за привреду, пољопривреду и туризам',
      },
      description: {
        bs: 'Izdaje odobrenja za obavljanje obrta i ugostiteljske djelatnosti, provodi mjere podrške privredi i poljoprivredi i razvija turističku ponudu Grada.',
        hr: 'Izdaje odobrenja za obavljanje obrta i ugostiteljske djelatnosti, provodi mjere potpore gospodarstvu i poljoprivredi te razvija turističku ponudu Grada.',
        sr_cyr:
          'Издаје одобрења за обављање обрта и угоститељске дјелатности, спроводи мјере подршке привреди и пољопривреди и развија туристичку понуду Града.',
      },
      children: [
        {
          code: 'SPPT-PO',
          name: {
            bs: 'Odsjek za poduzetništvo i obrt',
            hr: 'Odsjek za poduzetništvo i obrt',
            sr_cyr: 'Одсјек за предузетништво и обрт',
          },
        },
        {
          code: 'SPPT-PL',
          name: {
            bs: 'Odsjek za poljoprivredu',
            hr: 'Odsjek za poljoprivredu',
            sr_cyr: 'Одсјек за пољопривреду',
          },
        },
        {
          code: 'SPPT-TR',
          name: {
            bs: 'Odsjek za turizam i lokalni ekonomski razvoj',
            hr: 'Odsjek za turizam i lokalni gospodarski razvoj',
            sr_cyr: 'Одсјек за туризам и локални економски развој',
          },
        },
      ],
    },
    {
      code: 'SOK',
      name: {
        bs: 'Služba za obrazovanje, kulturu, sport i mlade',
        hr: 'Odjel za obrazovanje, kulturu, sport i mlade',
        sr_cyr: 'Одјељење за образовање, културу, спорт и омладину',
      },
      description: {
        bs: 'Sarađuje s obrazovnim ustanovama, finansira programe u oblasti kulture i sporta i provodi politiku prema mladima.',
        hr: 'Surađuje s odgojno-obrazovnim ustanovama, financira programe u području kulture i sporta te provodi politiku prema mladima.',
        sr_cyr:
          'Сарађује са образовним установама, финансира програме у области културе и спорта и спроводи политику према младима.',
      },
      children: [
        {
          code: 'SOK-ON',
          name: {
            bs: 'Odsjek za obrazovanje i nauku',
            hr: 'Odsjek za obrazovanje i znanost',
            sr_cyr: 'Одсјек за образовање и науку',
          },
        },
        {
          code: 'SOK-KU',
          name: { bs: 'Odsjek za kulturu', hr: 'Odsjek za kulturu', sr_cyr: 'Одсјек за културу' },
        },
        {
          code: 'SOK-SM',
          name: {
            bs: 'Odsjek za sport i mlade',
            hr: 'Odsjek za sport i mlade',
            sr_cyr: 'Одсјек за спорт и омладину',
          },
        },
      ],
    },
    {
      code: 'SBIZ',
      name: {
        bs: 'Služba za boračko-invalidsku zaštitu',
        hr: 'Odjel za braniteljsko-invalidsku zaštitu',
        sr_cyr: 'Одјељење за борачко-инвалидску заштиту',
      },
      description: {
        bs: 'Rješava o pravima branilaca, ratnih vojnih invalida i porodica šehida i poginulih boraca.',
        hr: 'Rješava o pravima branitelja, ratnih vojnih invalida i obitelji šehida i poginulih branitelja.',
        sr_cyr: 'Рјешава о правима бранилаца, ратних војних инвалида и породица шехида и погинулих бораца.',
      },
      children: [
        {
          code: 'SBIZ-PB',
          name: {
            bs: 'Odsjek za prava branilaca',
            hr: 'Odsjek za prava branitelja',
            sr_cyr: 'Одсјек за права бранилаца',
          },
        },
        {
          code: 'SBIZ-RVI',
          name: {
            bs: 'Odsjek za prava ratnih vojnih invalida i porodica šehida i poginulih boraca',
            hr: 'Odsjek za prava ratnih vojnih invalida i obitelji šehida i poginulih branitelja',
            sr_cyr: 'Одсјек за права ратних војних инвалида и породица шехида и погинулих бораца',
          },
        },
        {
          code: 'SBIZ-ES',
          name: {
            bs: 'Odsjek za evidencije i stambeno zbrinjavanje',
            hr: 'Odsjek za evidencije i stambeno zbrinjavanje',
            sr_cyr: 'Одсјек за евиденције и стамбено збрињавање',
          },
        },
      ],
    },
    {
      code: 'SZS',
      name: {
        bs: 'Služba za zdravstvo i socijalnu zaštitu',
        hr: 'Odjel za zdravstvo i socijalnu skrb',
        sr_cyr: 'Одјељење за здравство и социјалну заштиту',
      },
      description: {
        bs: 'Prati stanje u primarnoj zdravstvenoj zaštiti, provodi programe socijalne zaštite i brine o raseljenim licima i povratnicima.',
        hr: 'Prati stanje u primarnoj zdravstvenoj zaštiti, provodi programe socijalne skrbi te brine o raseljenim osobama i povratnicima.',
        sr_cyr:
          'Прати стање у примарној здравственој заштити, спроводи програме социјалне заштите и брине о расељеним лицима и повратницима.',
      },
      children: [
        {
          code: 'SZS-ZD',
          name: { bs: 'Odsjek za zdravstvo', hr: 'Odsjek za zdravstvo', sr_cyr: 'Одсјек за здравство' },
        },
        {
          code: 'SZS-SZ',
          name: {
            bs: 'Odsjek za socijalnu zaštitu',
            hr: 'Odsjek za socijalnu skrb',
            sr_cyr: 'Одсјек за социјалну заштиту',
          },
        },
        {
          code: 'SZS-RP',
          name: {
            bs: 'Odsjek za raseljena lica i povratnike',
            hr: 'Odsjek za raseljene osobe i povratnike',
            sr_cyr: 'Одсјек за расељена лица и повратнике',
          },
        },
      ],
    },
    {
      code: 'SCZ',
      name: { bs: 'Služba civilne zaštite', hr: 'Služba civilne zaštite', sr_cyr: 'Служба цивилне заштите' },
      description: {
        bs: 'Planira i provodi mjere zaštite i spašavanja ljudi i materijalnih dobara od prirodnih i drugih nesreća.',
        hr: 'Planira i provodi mjere zaštite i spašavanja ljudi i imovine od prirodnih i drugih nesreća.',
        sr_cyr:
          'Планира и спроводи мјере заштите и спасавања људи и материјалних добара од природних и других несрећа.',
      },
      children: [
        {
          code: 'SCZ-OC',
          name: {
            bs: 'Operativni centar civilne zaštite',
            hr: 'Operativni centar civilne zaštite',
            sr_cyr: 'Оперативни центар цивилне заштите',
          },
        },
        {
          code: 'SCZ-PVJ',
          name: {
            bs: 'Profesionalna vatrogasna jedinica',
            hr: 'Profesionalna vatrogasna postrojba',
            sr_cyr: 'Професионална ватрогасна јединица',
          },
        },
        {
          code: 'SCZ-PP',
          name: {
            bs: 'Odsjek za planiranje i prevenciju',
            hr: 'Odsjek za planiranje i prevenciju',
            sr_cyr: 'Одсјек за планирање и превенцију',
          },
        },
      ],
    },
    {
      code: 'SIP',
      name: {
        bs: 'Služba za inspekcijske poslove',
        hr: 'Odjel za inspekcijske poslove',
        sr_cyr: 'Одјељење за инспекцијске послове',
      },
      description: {
        bs: 'Vrši inspekcijski nadzor nad provođenjem gradskih propisa iz oblasti komunalnih djelatnosti, građenja i zaštite okoline.',
        hr: 'Obavlja inspekcijski nadzor nad provedbom gradskih propisa iz područja komunalnih djelatnosti, gradnje i zaštite okoliša.',
        sr_cyr:
          'Врши инспекцијски надзор над спровођењем градских прописа из области комуналних дјелатности, грађења и заштите животне средине.',
      },
      children: [
        {
          code: 'SIP-KI',
          name: { bs: 'Komunalna inspekcija', hr: 'Komunalna inspekcija', sr_cyr: 'Комунална инспекција' },
        },
        {
          code: 'SIP-UGI',
          name: {
            bs: 'Urbanističko-građevinska inspekcija',
            hr: 'Urbanističko-građevinska inspekcija',
            sr_cyr: 'Урбанистичко-грађевинска инспекција',
          },
        },
        {
          code: 'SIP-KP',
          name: { bs: 'Komunalna policija', hr: 'Komunalno redarstvo', sr_cyr: 'Комунална полиција' },
        },
      ],
    },
    {
      code: 'SZP',
      name: {
        bs: 'Služba za zajedničke poslove',
        hr: 'Odjel za zajedničke poslove',
        sr_cyr: 'Одјељење за заједничке послове',
      },
      description: {
        bs: 'Obavlja kadrovske, informatičke, arhivske i tehničke poslove za sve službe gradske uprave.',
        hr: 'Obavlja kadrovske, informatičke, arhivske i tehničke poslove za sve odjele gradske uprave.',
        sr_cyr: 'Обавља кадровске, информатичке, архивске и техничке послове за сва одјељења градске управе.',
      },
      children: [
        {
          code: 'SZP-LJR',
          name: {
            bs: 'Odsjek za ljudske resurse',
            hr: 'Odsjek za ljudske resurse',
            sr_cyr: 'Одсјек за људске ресурсе',
          },
        },
        {
          code: 'SZP-IT',
          name: {
            bs: 'Odsjek za informacione tehnologije',
            hr: 'Odsjek za informacijske tehnologije',
            sr_cyr: 'Одсјек за информационе технологије',
          },
        },
        {
          code: 'SZP-PA',
          name: { bs: 'Pisarnica i arhiv', hr: 'Pisarnica i pismohrana', sr_cyr: 'Писарница и архив' },
        },
      ],
    },
  ],

  OrganizationalUnitFunction: [
    {
      code: 'PG',
      name: {
        bs: 'Pomoćnik gradonačelnika',
        hr: 'Pomoćnik gradonačelnika',
        sr_cyr: 'Помоћник градоначелника',
      },
      description: {
        bs: 'Rukovodi službom ili oblašću koju mu odredi gradonačelnik i učestvuje u pripremi odluka iz te oblasti.',
        hr: 'Upravlja odjelom ili područjem koje mu odredi gradonačelnik i sudjeluje u pripremi odluka iz tog područja.',
        sr_cyr:
          'Руководи одјељењем или облашћу коју му одреди градоначелник и учествује у припреми одлука из те области.',
      },
    },
    {
      code: 'SS',
      name: { bs: 'Šef službe', hr: 'Pročelnik odjela', sr_cyr: 'Начелник одјељења' },
      description: {
        bs: 'Rukovodi službom, organizuje njen rad i za rad službe odgovara gradonačelniku.',
        hr: 'Upravlja odjelom, organizira njegov rad i za rad odjela odgovara gradonačelniku.',
        sr_cyr: 'Руководи одјељењем, организује његов рад и за рад одјељења одговара градоначелнику.',
      },
    },
    {
      code: 'SAV',
      name: {
        bs: 'Savjetnik gradonačelnika',
        hr: 'Savjetnik gradonačelnika',
        sr_cyr: 'Савјетник градоначелника',
      },
      description: {
        bs: 'Savjetuje gradonačelnika u određenoj oblasti i priprema stručna mišljenja i prijedloge.',
        hr: 'Savjetuje gradonačelnika u određenom području i priprema stručna mišljenja i prijedloge.',
        sr_cyr: 'Савјетује градоначелника у одређеној области и припрема стручна мишљења и приједлоге.',
      },
    },
    {
      code: 'SEK',
      name: {
        bs: 'Sekretar Gradskog vijeća',
        hr: 'Tajnik Gradskog vijeća',
        sr_cyr: 'Секретар Градског вијећа',
      },
      description: {
        bs: 'Rukovodi Stručnom službom Gradskog vijeća i brine o pripremi sjednica i zakonitosti rada Vijeća.',
        hr: 'Upravlja Stručnom službom Gradskog vijeća i skrbi o pripremi sjednica i zakonitosti rada Vijeća.',
        sr_cyr:
          'Руководи Стручном службом Градског вијећа и брине о припреми сједница и законитости рада Вијећа.',
      },
    },
    {
      code: 'SO',
      name: { bs: 'Šef odsjeka', hr: 'Voditelj odsjeka', sr_cyr: 'Шеф одсјека' },
      description: {
        bs: 'Organizuje i usmjerava rad odsjeka i raspoređuje poslove zaposlenima.',
        hr: 'Organizira i usmjerava rad odsjeka te raspoređuje poslove zaposlenicima.',
        sr_cyr: 'Организује и усмјерава рад одсјека и распоређује послове запосленима.',
      },
    },
    {
      code: 'INS',
      name: { bs: 'Inspektor', hr: 'Inspektor', sr_cyr: 'Инспектор' },
      description: {
        bs: 'Vrši inspekcijski nadzor, sačinjava zapisnike i izriče upravne mjere iz svoje nadležnosti.',
        hr: 'Obavlja inspekcijski nadzor, sastavlja zapisnike i izriče upravne mjere iz svoje nadležnosti.',
        sr_cyr: 'Врши инспекцијски надзор, сачињава записнике и изриче управне мјере из своје надлежности.',
      },
    },
    {
      code: 'SSA',
      name: { bs: 'Stručni saradnik', hr: 'Stručni suradnik', sr_cyr: 'Стручни сарадник' },
      description: {
        bs: 'Samostalno obavlja složenije stručne poslove i vodi upravne postupke.',
        hr: 'Samostalno obavlja složenije stručne poslove i vodi upravne postupke.',
        sr_cyr: 'Самостално обавља сложеније стручне послове и води управне поступке.',
      },
    },
    {
      code: 'VR',
      name: { bs: 'Viši referent', hr: 'Viši referent', sr_cyr: 'Виши референт' },
      description: {
        bs: 'Obavlja složenije administrativne i evidencijske poslove uz povremeni nadzor.',
        hr: 'Obavlja složenije administrativne poslove i vodi evidencije uz povremeni nadzor.',
        sr_cyr: 'Обавља сложеније административне и евиденционе послове уз повремени надзор.',
      },
    },
    {
      code: 'REF',
      name: { bs: 'Referent', hr: 'Referent', sr_cyr: 'Референт' },
      description: {
        bs: 'Obavlja jednostavnije administrativne i tehničke poslove, prima stranke i podneske.',
        hr: 'Obavlja jednostavnije administrativne i tehničke poslove te zaprima stranke i podneske.',
        sr_cyr: 'Обавља једноставније административне и техничке послове, прима странке и поднеске.',
      },
    },
    {
      code: 'PON',
      name: {
        bs: 'Pomoćnik općinskog načelnika',
        hr: 'Pomoćnik općinskog načelnika',
        sr_cyr: 'Помоћник општинског начелника',
      },
      description: {
        bs: 'Funkcija iz vremena prije sticanja statusa grada; zamijenjena je funkcijom pomoćnika gradonačelnika.',
        hr: 'Funkcija iz vremena prije stjecanja statusa grada; zamijenjena je funkcijom pomoćnika gradonačelnika.',
        sr_cyr:
          'Функција из времена прије стицања статуса града; замијењена је функцијом помоћника градоначелника.',
      },
      active: false,
    },
  ],

  Category: [
    {
      code: 'PUT',
      icon: 'road',
      responseDays: 15,
      name: { bs: 'Putevi i udarne rupe', hr: 'Ceste i udarne rupe', sr_cyr: 'Путеви и ударне рупе' },
      description: {
        bs: 'Prijavite oštećenja kolovoza, udarne rupe, oštećene trotoare i šahtove bez poklopaca na gradskim ulicama i lokalnim putevima.',
        hr: 'Prijavite oštećenja kolnika, udarne rupe, oštećene nogostupe i okna bez poklopaca na gradskim ulicama i lokalnim cestama.',
        sr_cyr:
          'Пријавите оштећења коловоза, ударне рупе, оштећене тротоаре и шахтове без поклопаца на градским улицама и локалним путевима.',
      },
    },
    {
      code: 'RASVJETA',
      icon: 'bulb',
      responseDays: 7,
      name: { bs: 'Javna rasvjeta', hr: 'Javna rasvjeta', sr_cyr: 'Јавна расвјета' },
      description: {
        bs: 'Prijavite neispravne ili oštećene ulične svjetiljke, neosvijetljene dijelove ulica i rasvjetu koja svijetli danju.',
        hr: 'Prijavite neispravne ili oštećene ulične svjetiljke, neosvijetljene dijelove ulica i rasvjetu koja svijetli danju.',
        sr_cyr:
          'Пријавите неисправне или оштећене уличне свјетиљке, неосвијетљене дијелове улица и расвјету која свијетли дању.',
      },
    },
    {
      code: 'OTPAD',
      icon: 'trash',
      responseDays: 3,
      name: {
        bs: 'Otpad i divlje deponije',
        hr: 'Otpad i divlja odlagališta',
        sr_cyr: 'Отпад и дивље депоније',
      },
      description: {
        bs: 'Prijavite neodvezeno smeće, prepune kontejnere i divlje deponije otpada na javnim površinama, uz rijeke i puteve.',
        hr: 'Prijavite neodvezeno smeće, prepune spremnike i divlja odlagališta otpada na javnim površinama, uz rijeke i ceste.',
        sr_cyr:
          'Пријавите неодвезено смеће, препуне контејнере и дивље депоније отпада на јавним површинама, уз ријеке и путеве.',
      },
    },
    {
      code: 'VODA',
      icon: 'droplet',
      responseDays: 5,
      name: {
        bs: 'Vodosnabdijevanje i kanalizacija',
        hr: 'Vodoopskrba i odvodnja',
        sr_cyr: 'Водоснабдијевање и канализација',
      },
      description: {
        bs: 'Prijavite kvarove na vodovodnoj mreži, curenje vode, začepljenu kanalizaciju i oštećene slivnike.',
        hr: 'Prijavite kvarove na vodoopskrbnoj mreži, istjecanje vode, začepljenu kanalizaciju i oštećene slivnike.',
        sr_cyr:
          'Пријавите кварове на водоводној мрежи, цурење воде, зачепљену канализацију и оштећене сливнике.',
      },
    },
    {
      code: 'ZELENILO',
      icon: 'tree',
      name: {
        bs: 'Zelene površine i parkovi',
        hr: 'Zelene površine i parkovi',
        sr_cyr: 'Зелене површине и паркови',
      },
      description: {
        bs: 'Prijavite nepokošene zelene površine, oštećena ili opasna stabla, polomljene klupe i zapuštene parkove.',
        hr: 'Prijavite nepokošene zelene površine, oštećena ili opasna stabla, polomljene klupe i zapuštene parkove.',
        sr_cyr:
          'Пријавите непокошене зелене површине, оштећена или опасна стабла, поломљене клупе и запуштене паркове.',
      },
    },
    {
      code: 'SIGNALIZ',
      icon: 'traffic-sign',
      responseDays: 10,
      name: {
        bs: 'Saobraćajni znakovi i semafori',
        hr: 'Prometni znakovi i semafori',
        sr_cyr: 'Саобраћајни знакови и семафори',
      },
      description: {
        bs: 'Prijavite oštećene, srušene ili slabo vidljive saobraćajne znakove, neispravne semafore i izblijedjelu horizontalnu signalizaciju.',
        hr: 'Prijavite oštećene, srušene ili slabo vidljive prometne znakove, neispravne semafore i izblijedjelu horizontalnu signalizaciju.',
        sr_cyr:
          'Пријавите оштећене, срушене или слабо видљиве саобраћајне знакове, неисправне семафоре и изблиједјелу хоризонталну сигнализацију.',
      },
    },
    {
      code: 'PARKING',
      icon: 'parking',
      name: { bs: 'Parkiranje', hr: 'Parkiranje', sr_cyr: 'Паркирање' },
      description: {
        bs: 'Prijavite nepropisno parkirana vozila na trotoarima, zelenim površinama i mjestima rezervisanim za osobe s invaliditetom.',
        hr: 'Prijavite nepropisno parkirana vozila na nogostupima, zelenim površinama i mjestima rezerviranima za osobe s invaliditetom.',
        sr_cyr:
          'Пријавите непрописно паркирана возила на тротоарима, зеленим површинама и мјестима резервисаним за особе са инвалидитетом.',
      },
    },
    {
      code: 'PREVOZ',
      icon: 'bus',
      name: { bs: 'Javni prevoz', hr: 'Javni prijevoz', sr_cyr: 'Јавни превоз' },
      description: {
        bs: 'Prijavite probleme na gradskim i prigradskim autobuskim linijama, nepoštivanje voznog reda i oštećena stajališta.',
        hr: 'Prijavite probleme na gradskim i prigradskim autobusnim linijama, nepoštivanje voznog reda i oštećena stajališta.',
        sr_cyr:
          'Пријавите проблеме на градским и приградским аутобуским линијама, непоштовање реда вожње и оштећена стајалишта.',
      },
    },
    {
      code: 'IGRALISTA',
      icon: 'playground',
      responseDays: 10,
      name: { bs: 'Dječija igrališta', hr: 'Dječja igrališta', sr_cyr: 'Дјечија игралишта' },
      description: {
        bs: 'Prijavite oštećene ili nesigurne sprave, prljav pijesak i oštećene ograde na dječijim igralištima.',
        hr: 'Prijavite oštećene ili nesigurne sprave, onečišćen pijesak i oštećene ograde na dječjim igralištima.',
        sr_cyr:
          'Пријавите оштећене или несигурне справе, прљав пијесак и оштећене ограде на дјечијим игралиштима.',
      },
    },
    {
      code: 'PSI',
      icon: 'dog',
      name: { bs: 'Psi lutalice', hr: 'Psi lutalice', sr_cyr: 'Пси луталице' },
      description: {
        bs: 'Prijavite čopore pasa lutalica, agresivne pse i ugrize na javnim površinama.',
        hr: 'Prijavite čopore napuštenih pasa, agresivne pse lutalice i slučajeve ugriza na javnim površinama.',
        sr_cyr: 'Пријавите чопоре паса луталица, агресивне псе и угризе на јавним површинама.',
      },
    },
    {
      code: 'ZIMA',
      icon: 'snowflake',
      name: {
        bs: 'Čišćenje snijega i leda',
        hr: 'Čišćenje snijega i leda',
        sr_cyr: 'Чишћење снијега и леда',
      },
      description: {
        bs: 'Prijavite neočišćene ulice, trotoare i stajališta, kao i zaleđene dionice koje nisu posute.',
        hr: 'Prijavite neočišćene ulice, nogostupe i stajališta te dionice pod poledicom koje nisu posipane.',
        sr_cyr: 'Пријавите неочишћене улице, тротоаре и стајалишта, као и залеђене дионице које нису посуте.',
      },
    },
    {
      code: 'ZRAK',
      icon: 'wind',
      name: { bs: 'Zagađenje zraka', hr: 'Onečišćenje zraka', sr_cyr: 'Загађење ваздуха' },
      description: {
        bs: 'Prijavite spaljivanje otpada, dim iz industrijskih i kućnih ložišta i druge izvore zagađenja zraka.',
        hr: 'Prijavite spaljivanje otpada, dim iz industrijskih i kućnih ložišta te druge izvore onečišćenja zraka.',
        sr_cyr:
          'Пријавите спаљивање отпада, дим из индустријских и кућних ложишта и друге изворе загађења ваздуха.',
      },
    },
    {
      code: 'BUKA',
      icon: 'volume',
      name: { bs: 'Buka', hr: 'Buka', sr_cyr: 'Бука' },
      description: {
        bs: 'Prijavite prekomjernu buku iz ugostiteljskih objekata, s gradilišta i iz drugih izvora, posebno u vrijeme noćnog mira.',
        hr: 'Prijavite prekomjernu buku iz ugostiteljskih objekata, s gradilišta i iz drugih izvora, osobito tijekom noćnog mira.',
        sr_cyr:
          'Пријавите прекомјерну буку из угоститељских објеката, са градилишта и из других извора, посебно у вријеме ноћног мира.',
      },
    },
    {
      code: 'VANDALIZAM',
      icon: 'graffiti',
      name: { bs: 'Grafiti i vandalizam', hr: 'Grafiti i vandalizam', sr_cyr: 'Графити и вандализам' },
      description: {
        bs: 'Prijavite grafite na javnim objektima i oštećenu javnu imovinu: klupe, korpe za otpatke, stajališta i spomenike.',
        hr: 'Prijavite grafite na javnim zgradama i oštećenu javnu imovinu: klupe, koševe za otpatke, stajališta i spomenike.',
        sr_cyr:
          'Пријавите графите на јавним објектима и оштећену јавну имовину: клупе, корпе за отпатке, стајалишта и споменике.',
      },
    },
    {
      code: 'PRISTUP',
      icon: 'wheelchair',
      name: {
        bs: 'Pristupačnost za osobe s invaliditetom',
        hr: 'Pristupačnost za osobe s invaliditetom',
        sr_cyr: 'Приступачност за особе са инвалидитетом',
      },
      description: {
        bs: 'Prijavite arhitektonske barijere: nedostatak rampi, previsoke ivičnjake, neispravne liftove i zauzeta parking-mjesta za osobe s invaliditetom.',
        hr: 'Prijavite arhitektonske barijere: nedostatak rampi, previsoke rubnjake, neispravna dizala i zauzeta parkirna mjesta za osobe s invaliditetom.',
        sr_cyr:
          'Пријавите архитектонске баријере: недостатак рампи, превисоке ивичњаке, неисправне лифтове и заузета паркинг-мјеста за особе са инвалидитетом.',
      },
    },
    {
      code: 'OSTALO',
      icon: 'other',
      name: { bs: 'Ostalo', hr: 'Ostalo', sr_cyr: 'Остало' },
      description: {
        bs: 'Prijave koje ne pripadaju nijednoj od navedenih kategorija; gradska uprava će ih proslijediti nadležnoj službi.',
        hr: 'Prijave koje ne pripadaju nijednoj od navedenih kategorija; gradska uprava proslijedit će ih nadležnom odjelu.',
        sr_cyr:
          'Пријаве које не припадају ниједној од наведених категорија; градска управа ће их прослиједити надлежном одјељењу.',
      },
    },
  ],

  SensitiveCategory: [
    {
      code: 'OSI',
      name: { bs: 'Osobe s invaliditetom', hr: 'Osobe s invaliditetom', sr_cyr: 'Особе са инвалидитетом' },
      description: {
        bs: 'Osobe s tjelesnim, senzornim, intelektualnim ili psihosocijalnim invaliditetom.',
        hr: 'Osobe s tjelesnim, osjetilnim, intelektualnim ili psihosocijalnim invaliditetom.',
        sr_cyr: 'Особе са тјелесним, чулним, интелектуалним или психосоцијалним инвалидитетом.',
      },
    },
    {
      code: 'ROM',
      name: {
        bs: 'Romi i nacionalne manjine',
        hr: 'Romi i nacionalne manjine',
        sr_cyr: 'Роми и националне мањине',
      },
      description: {
        bs: 'Pripadnici romske zajednice i drugih nacionalnih manjina koji žive na području Grada.',
        hr: 'Pripadnici romske zajednice i drugih nacionalnih manjina koji žive na području Grada.',
        sr_cyr: 'Припадници ромске заједнице и других националних мањина који живе на подручју Града.',
      },
    },
    {
      code: 'POV',
      name: { bs: 'Povratnici', hr: 'Povratnici', sr_cyr: 'Повратници' },
      description: {
        bs: 'Osobe koje su se nakon rata vratile u svoja prijeratna mjesta prebivališta.',
        hr: 'Osobe koje su se nakon rata vratile u svoja prijeratna prebivališta.',
        sr_cyr: 'Лица која су се након рата вратила у своја пријератна мјеста пребивалишта.',
      },
    },
    {
      code: 'RAS',
      name: { bs: 'Raseljena lica', hr: 'Raseljene osobe', sr_cyr: 'Расељена лица' },
      description: {
        bs: 'Osobe koje su zbog rata napustile svoje prebivalište i još se nisu vratile niti trajno riješile stambeno pitanje.',
        hr: 'Osobe koje su zbog rata napustile svoje prebivalište, a još se nisu vratile niti trajno riješile stambeno pitanje.',
        sr_cyr:
          'Лица која су због рата напустила своје пребивалиште и још се нису вратила нити трајно ријешила стамбено питање.',
      },
    },
    {
      code: 'SAM',
      name: { bs: 'Samohrani roditelji', hr: 'Samohrani roditelji', sr_cyr: 'Самохрани родитељи' },
      description: {
        bs: 'Roditelji koji sami brinu o djeci i izdržavaju ih.',
        hr: 'Roditelji koji sami skrbe o djeci i uzdržavaju ih.',
        sr_cyr: 'Родитељи који сами брину о дјеци и издржавају их.',
      },
    },
    {
      code: 'SOC',
      name: {
        bs: 'Korisnici socijalne pomoći',
        hr: 'Korisnici socijalne skrbi',
        sr_cyr: 'Корисници социјалне помоћи',
      },
      description: {
        bs: 'Korisnici stalne novčane pomoći i drugih prava iz socijalne zaštite.',
        hr: 'Korisnici stalne novčane pomoći i drugih prava iz sustava socijalne skrbi.',
        sr_cyr: 'Корисници сталне новчане помоћи и других права из социјалне заштите.',
      },
    },
    {
      code: 'DB',
      name: { bs: 'Demobilisani borci', hr: 'Demobilizirani branitelji', sr_cyr: 'Демобилисани борци' },
      description: {
        bs: 'Demobilisani branioci i članovi njihovih porodica, posebno oni bez stalnog zaposlenja.',
        hr: 'Demobilizirani branitelji i članovi njihovih obitelji, osobito oni bez stalnog zaposlenja.',
        sr_cyr: 'Демобилисани браниоци и чланови њихових породица, посебно они без сталног запослења.',
      },
    },
    {
      code: 'MBZ',
      name: { bs: 'Mladi bez zaposlenja', hr: 'Nezaposleni mladi', sr_cyr: 'Млади без запослења' },
      description: {
        bs: 'Mladi od 15 do 30 godina koji su kao nezaposleni prijavljeni kod nadležne službe za zapošljavanje.',
        hr: 'Mladi od 15 do 30 godina prijavljeni kao nezaposleni u nadležnoj službi za zapošljavanje.',
        sr_cyr:
          'Млади од 15 до 30 година који су као незапослени пријављени код надлежне службе за запошљавање.',
      },
    },
    {
      code: 'SIN',
      name: { bs: 'Stare i nemoćne osobe', hr: 'Starije i nemoćne osobe', sr_cyr: 'Стара и немоћна лица' },
      description: {
        bs: 'Osobe starije od 65 godina i osobe kojima je zbog zdravstvenog stanja potrebna tuđa njega i pomoć.',
        hr: 'Osobe starije od 65 godina i osobe kojima je zbog zdravstvenog stanja potrebna pomoć i njega druge osobe.',
        sr_cyr:
          'Лица старија од 65 година и лица којима је због здравственог стања потребна туђа њега и помоћ.',
      },
    },
  ],

  AdminInfoSectionDocumentType: [
    {
      code: 'ODL',
      name: { bs: 'Odluke', hr: 'Odluke', sr_cyr: 'Одлуке' },
      description: {
        bs: 'Odluke, zaključci i rješenja Gradskog vijeća i gradonačelnika.',
        hr: 'Odluke, zaključci i rješenja Gradskog vijeća i gradonačelnika.',
        sr_cyr: 'Одлуке, закључци и рјешења Градског вијећа и градоначелника.',
      },
    },
    {
      code: 'PRAV',
      name: { bs: 'Pravilnici', hr: 'Pravilnici', sr_cyr: 'Правилници' },
      description: {
        bs: 'Pravilnici i uputstva kojima se uređuju rad gradske uprave i ostvarivanje prava građana.',
        hr: 'Pravilnici i naputci kojima se uređuju rad gradske uprave i ostvarivanje prava građana.',
        sr_cyr: 'Правилници и упутства којима се уређују рад градске управе и остваривање права грађана.',
      },
    },
    {
      code: 'BUDZET',
      name: {
        bs: 'Budžet i izvještaji o izvršenju',
        hr: 'Proračun i izvješća o izvršenju',
        sr_cyr: 'Буџет и извјештаји о извршењу',
      },
      description: {
        bs: 'Budžet Grada s izmjenama i dopunama, kao i polugodišnji i godišnji izvještaji o njegovom izvršenju.',
        hr: 'Proračun Grada s izmjenama i dopunama te polugodišnja i godišnja izvješća o njegovu izvršenju.',
        sr_cyr:
          'Буџет Града са измјенама и допунама, као и полугодишњи и годишњи извјештаји о његовом извршењу.',
      },
    },
    {
      code: 'STRAT',
      name: { bs: 'Strateški dokumenti', hr: 'Strateški dokumenti', sr_cyr: 'Стратешки документи' },
      description: {
        bs: 'Strategija razvoja Grada, sektorske strategije i akcioni planovi.',
        hr: 'Strategija razvoja Grada, sektorske strategije i akcijski planovi.',
        sr_cyr: 'Стратегија развоја Града, секторске стратегије и акциони планови.',
      },
    },
    {
      code: 'POZIVI',
      name: { bs: 'Javni pozivi', hr: 'Javni pozivi', sr_cyr: 'Јавни позиви' },
      description: {
        bs: 'Javni pozivi i konkursi za dodjelu sredstava i stipendija, zakup poslovnih prostora i zapošljavanje.',
        hr: 'Javni pozivi i natječaji za dodjelu sredstava i stipendija, zakup poslovnih prostora i zapošljavanje.',
        sr_cyr:
          'Јавни позиви и конкурси за додјелу средстава и стипендија, закуп пословних простора и запошљавање.',
      },
    },
    {
      code: 'OBRASCI',
      name: { bs: 'Obrasci i zahtjevi', hr: 'Obrasci i zahtjevi', sr_cyr: 'Обрасци и захтјеви' },
      description: {
        bs: 'Obrasci zahtjeva i prijava koje građani i pravna lica podnose gradskim službama.',
        hr: 'Obrasci zahtjeva i prijava koje građani i pravne osobe podnose gradskim odjelima.',
        sr_cyr: 'Обрасци захтјева и пријава које грађани и правна лица подносе градским одјељењима.',
      },
    },
    {
      code: 'IZVJESTAJI',
      name: { bs: 'Izvještaji o radu', hr: 'Izvješća o radu', sr_cyr: 'Извјештаји о раду' },
      description: {
        bs: 'Godišnji izvještaji o radu gradonačelnika, gradskih službi i javnih preduzeća čiji je osnivač Grad.',
        hr: 'Godišnja izvješća o radu gradonačelnika, gradskih odjela i javnih poduzeća kojima je osnivač Grad.',
        sr_cyr:
          'Годишњи извјештаји о раду градоначелника, градских одјељења и јавних предузећа чији је оснивач Град.',
      },
    },
    {
      code: 'NABAVKE',
      name: { bs: 'Planovi javnih nabavki', hr: 'Planovi javne nabave', sr_cyr: 'Планови јавних набавки' },
      description: {
        bs: 'Godišnji planovi javnih nabavki i njihove izmjene.',
        hr: 'Godišnji planovi javne nabave i njihove izmjene.',
        sr_cyr: 'Годишњи планови јавних набавки и њихове измјене.',
      },
    },
    {
      code: 'GLASNIK',
      name: { bs: 'Službeni glasnik', hr: 'Službeni glasnik', sr_cyr: 'Службени гласник' },
      description: {
        bs: 'Brojevi Službenog glasnika Grada Tuzla u kojima se objavljuju propisi i drugi akti Grada.',
        hr: 'Brojevi Službenog glasnika Grada Tuzle u kojima se objavljuju propisi i drugi akti Grada.',
        sr_cyr: 'Бројеви Службеног гласника Града Тузла у којима се објављују прописи и други акти Града.',
      },
    },
  ],

  DebateSessionType: [
    {
      code: 'TRIBINA',
      name: { bs: 'Javna tribina', hr: 'Javna tribina', sr_cyr: 'Јавна трибина' },
      description: {
        bs: 'Otvoreni skup na kojem predstavnici Grada predstavljaju nacrt akta, a građani postavljaju pitanja i iznose prijedloge.',
        hr: 'Javni skup na kojem predstavnici Grada predstavljaju nacrt akta, a građani postavljaju pitanja i daju prijedloge.',
        sr_cyr:
          'Отворени скуп на којем представници Града представљају нацрт акта, а грађани постављају питања и износе приједлоге.',
      },
    },
    {
      code: 'OKRUGLI',
      name: { bs: 'Okrugli sto', hr: 'Okrugli stol', sr_cyr: 'Округли сто' },
      description: {
        bs: 'Stručna rasprava s predstavnicima institucija, udruženja i struke o određenoj temi.',
        hr: 'Stručna rasprava s predstavnicima institucija, udruga i struke o određenoj temi.',
        sr_cyr: 'Стручна расправа са представницима институција, удружења и струке о одређеној теми.',
      },
    },
    {
      code: 'SJEDNICA-MZ',
      name: {
        bs: 'Sjednica mjesne zajednice',
        hr: 'Sjednica mjesne zajednice',
        sr_cyr: 'Сједница мјесне заједнице',
      },
      description: {
        bs: 'Sjednica savjeta mjesne zajednice na kojoj se raspravlja o pitanjima od interesa za njeno područje.',
        hr: 'Sjednica vijeća mjesne zajednice na kojoj se raspravlja o pitanjima od interesa za njezino područje.',
        sr_cyr:
          'Сједница савјета мјесне заједнице на којој се расправља о питањима од интереса за њено подручје.',
      },
    },
    {
      code: 'ZBOR',
      name: { bs: 'Zbor građana', hr: 'Zbor građana', sr_cyr: 'Збор грађана' },
      description: {
        bs: 'Skup građana mjesne zajednice ili njenog dijela na kojem se raspravlja i odlučuje o lokalnim pitanjima.',
        hr: 'Skup građana mjesne zajednice ili njezina dijela na kojem se raspravlja i odlučuje o lokalnim pitanjima.',
        sr_cyr:
          'Скуп грађана мјесне заједнице или њеног дијела на којем се расправља и одлучује о локалним питањима.',
      },
    },
    {
      code: 'RADIONICA',
      name: { bs: 'Radionica', hr: 'Radionica', sr_cyr: 'Радионица' },
      description: {
        bs: 'Rad u manjim grupama u kojem učesnici zajedno razrađuju prijedloge i rješenja.',
        hr: 'Rad u manjim skupinama u kojem sudionici zajednički razrađuju prijedloge i rješenja.',
        sr_cyr: 'Рад у мањим групама у којем учесници заједно разрађују приједлоге и рјешења.',
      },
    },
    {
      code: 'FOKUS',
      name: { bs: 'Fokus grupa', hr: 'Fokusna skupina', sr_cyr: 'Фокус група' },
      description: {
        bs: 'Vođeni razgovor s manjom grupom odabranih učesnika radi dubljeg ispitivanja stavova o određenoj temi.',
        hr: 'Vođeni razgovor s manjom skupinom odabranih sudionika radi dubljeg ispitivanja stavova o određenoj temi.',
        sr_cyr:
          'Вођени разговор са мањом групом одабраних учесника ради дубљег испитивања ставова о одређеној теми.',
      },
    },
    {
      code: 'SASLUSANJE',
      name: { bs: 'Javno saslušanje', hr: 'Javno saslušanje', sr_cyr: 'Јавно саслушање' },
      description: {
        bs: 'Sjednica komisije Gradskog vijeća na kojoj stručnjaci i zainteresovani građani iznose mišljenja o prijedlogu akta.',
        hr: 'Sjednica povjerenstva Gradskog vijeća na kojoj stručnjaci i zainteresirani građani iznose mišljenja o prijedlogu akta.',
        sr_cyr:
          'Сједница комисије Градског вијећа на којој стручњаци и заинтересовани грађани износе мишљења о приједлогу акта.',
      },
    },
  ],

  DebateCategory: [
    {
      code: 'BUDZET',
      name: { bs: 'Budžet', hr: 'Proračun', sr_cyr: 'Буџет' },
      description: {
        bs: 'Nacrt budžeta Grada, izmjene budžeta i prioriteti kapitalnih ulaganja.',
        hr: 'Nacrt proračuna Grada, izmjene proračuna i prioriteti kapitalnih ulaganja.',
        sr_cyr: 'Нацрт буџета Града, измјене буџета и приоритети капиталних улагања.',
      },
    },
    {
      code: 'PROSTORNO',
      name: { bs: 'Prostorno planiranje', hr: 'Prostorno planiranje', sr_cyr: 'Просторно планирање' },
      description: {
        bs: 'Prostorni i urbanistički plan Grada i njihove izmjene.',
        hr: 'Prostorni i urbanistički plan Grada i njihove izmjene.',
        sr_cyr: 'Просторни и урбанистички план Града и њихове измјене.',
      },
    },
    {
      code: 'REGULACIONI',
      name: { bs: 'Regulacioni planovi', hr: 'Regulacijski planovi', sr_cyr: 'Регулациони планови' },
      description: {
        bs: 'Regulacioni planovi i urbanistički projekti za pojedine dijelove grada.',
        hr: 'Regulacijski planovi i urbanistički projekti za pojedine dijelove grada.',
        sr_cyr: 'Регулациони планови и урбанистички пројекти за поједине дијелове града.',
      },
    },
    {
      code: 'KOMUNALNO',
      name: {
        bs: 'Komunalna infrastruktura',
        hr: 'Komunalna infrastruktura',
        sr_cyr: 'Комунална инфраструктура',
      },
      description: {
        bs: 'Ulice, vodovod i kanalizacija, javna rasvjeta, toplifikacija i drugi komunalni objekti.',
        hr: 'Ulice, vodoopskrba i odvodnja, javna rasvjeta, toplinarstvo i drugi komunalni objekti.',
        sr_cyr: 'Улице, водовод и канализација, јавна расвјета, топлификација и други комунални објекти.',
      },
    },
    {
      code: 'OKOLINA',
      name: { bs: 'Zaštita okoline', hr: 'Zaštita okoliša', sr_cyr: 'Заштита животне средине' },
      description: {
        bs: 'Kvalitet zraka, upravljanje otpadom, zaštita voda i zelenih površina.',
        hr: 'Kakvoća zraka, gospodarenje otpadom, zaštita voda i zelenih površina.',
        sr_cyr: 'Квалитет ваздуха, управљање отпадом, заштита вода и зелених површина.',
      },
    },
    {
      code: 'OBRAZOVANJE',
      name: { bs: 'Obrazovanje', hr: 'Obrazovanje', sr_cyr: 'Образовање' },
      description: {
        bs: 'Predškolsko, osnovno i srednje obrazovanje, stipendije i rad s mladima.',
        hr: 'Predškolski odgoj, osnovno i srednje obrazovanje, stipendije i rad s mladima.',
        sr_cyr: 'Предшколско, основно и средње образовање, стипендије и рад са младима.',
      },
    },
    {
      code: 'KULTURA-SPORT',
      name: { bs: 'Kultura i sport', hr: 'Kultura i sport', sr_cyr: 'Култура и спорт' },
      description: {
        bs: 'Kulturne manifestacije, rad ustanova kulture, sportski objekti i finansiranje klubova i udruženja.',
        hr: 'Kulturne manifestacije, rad ustanova u kulturi, sportski objekti i financiranje klubova i udruga.',
        sr_cyr:
          'Културне манифестације, рад установа културе, спортски објекти и финансирање клубова и удружења.',
      },
    },
    {
      code: 'SOCIJALNA',
      name: { bs: 'Socijalna zaštita', hr: 'Socijalna skrb', sr_cyr: 'Социјална заштита' },
      description: {
        bs: 'Prava i usluge socijalne zaštite i podrška porodicama, starima i osobama s invaliditetom.',
        hr: 'Prava i usluge socijalne skrbi te potpora obiteljima, starijim osobama i osobama s invaliditetom.',
        sr_cyr: 'Права и услуге социјалне заштите и подршка породицама, старима и особама са инвалидитетом.',
      },
    },
    {
      code: 'SAOBRACAJ',
      name: { bs: 'Saobraćaj', hr: 'Promet', sr_cyr: 'Саобраћај' },
      description: {
        bs: 'Režim saobraćaja, javni prevoz, parkiranje, biciklističke staze i sigurnost pješaka.',
        hr: 'Regulacija prometa, javni prijevoz, parkiranje, biciklističke staze i sigurnost pješaka.',
        sr_cyr: 'Режим саобраћаја, јавни превоз, паркирање, бициклистичке стазе и безбједност пјешака.',
      },
    },
    {
      code: 'PROPISI',
      name: { bs: 'Propisi Grada', hr: 'Propisi Grada', sr_cyr: 'Прописи Града' },
      description: {
        bs: 'Nacrti odluka i drugih općih akata koje donosi Gradsko vijeće.',
        hr: 'Nacrti odluka i drugih općih akata koje donosi Gradsko vijeće.',
        sr_cyr: 'Нацрти одлука и других општих аката које доноси Градско вијеће.',
      },
    },
  ],

  Person: [
    {
      name: { bs: 'Amra Hodžić', hr: 'Amra Hodžić', sr_cyr: 'Амра Хоџић' },
      position: {
        bs: 'Šefica Službe za prostorno uređenje i zaštitu okoline',
        hr: 'Pročelnica Odjela za prostorno uređenje i zaštitu okoliša',
        sr_cyr: 'Начелница Одјељења за просторно уређење и заштиту животне средине',
      },
      phone: '+38735307241',
      email: 'amra.hodzic@example.org',
    },
    {
      name: { bs: 'Mirza Softić', hr: 'Mirza Softić', sr_cyr: 'Мирза Софтић' },
      position: {
        bs: 'Sekretar Gradskog vijeća',
        hr: 'Tajnik Gradskog vijeća',
        sr_cyr: 'Секретар Градског вијећа',
      },
      phone: '+38735307112',
      email: 'mirza.softic@example.org',
    },
    {
      name: { bs: 'Jasmina Mujkić', hr: 'Jasmina Mujkić', sr_cyr: 'Јасмина Мујкић' },
      position: {
        bs: 'Šefica Službe za finansije',
        hr: 'Pročelnica Odjela za financije',
        sr_cyr: 'Начелница Одјељења за финансије',
      },
      phone: '+38735307160',
      email: 'jasmina.mujkic@example.org',
    },
    {
      name: { bs: 'Edin Hasanović', hr: 'Edin Hasanović', sr_cyr: 'Един Хасановић' },
      position: {
        bs: 'Pomoćnik gradonačelnika za komunalne poslove, infrastrukturu i obnovu',
        hr: 'Pomoćnik gradonačelnika za komunalne poslove, infrastrukturu i obnovu',
        sr_cyr: 'Помоћник градоначелника за комуналне послове, инфраструктуру и обнову',
      },
      phone: '+38735307305',
      email: 'edin.hasanovic@example.org',
    },
    {
      name: { bs: 'Ivana Marić', hr: 'Ivana Marić', sr_cyr: 'Ивана Марић' },
      position: {
        bs: 'Savjetnica gradonačelnika za odnose s javnošću',
        hr: 'Savjetnica gradonačelnika za odnose s javnošću',
        sr_cyr: 'Савјетница градоначелника за односе с јавношћу',
      },
      phone: '+38735307018',
      email: 'ivana.maric@example.org',
    },
    {
      name: { bs: 'Nermin Omerović', hr: 'Nermin Omerović', sr_cyr: 'Нермин Омеровић' },
      position: {
        bs: 'Šef Odsjeka za mjesne zajednice',
        hr: 'Voditelj Odsjeka za mjesne zajednice',
        sr_cyr: 'Шеф Одсјека за мјесне заједнице',
      },
      phone: '+38735307134',
      email: 'nermin.omerovic@example.org',
    },
    {
      name: { bs: 'Dragana Jovanović', hr: 'Dragana Jovanović', sr_cyr: 'Драгана Јовановић' },
      position: {
        bs: 'Stručna saradnica za socijalnu zaštitu',
        hr: 'Stručna suradnica za socijalnu skrb',
        sr_cyr: 'Стручна сарадница за социјалну заштиту',
      },
      phone: '+38735307427',
      email: 'dragana.jovanovic@example.org',
    },
    {
      name: { bs: 'Lejla Begić', hr: 'Lejla Begić', sr_cyr: 'Лејла Бегић' },
      position: {
        bs: 'Šefica Službe za obrazovanje, kulturu, sport i mlade',
        hr: 'Pročelnica Odjela za obrazovanje, kulturu, sport i mlade',
        sr_cyr: 'Начелница Одјељења за образовање, културу, спорт и омладину',
      },
      phone: '+38735307376',
      email: 'lejla.begic@example.org',
    },
  ],

  Convocation: [
    {
      code: '2016-2020',
      name: { bs: 'Saziv 2016–2020', hr: 'Saziv 2016. – 2020.', sr_cyr: 'Сазив 2016–2020' },
      description: {
        bs: 'Gradsko vijeće izabrano na lokalnim izborima održanim 2. oktobra 2016. godine; konstituirajuća sjednica održana je 24. novembra 2016. godine.',
        hr: 'Gradsko vijeće izabrano na lokalnim izborima održanima 2. listopada 2016.; konstituirajuća sjednica održana je 24. studenoga 2016.',
        sr_cyr:
          'Градско вијеће изабрано на локалним изборима одржаним 2. октобра 2016. године; конститутивна сједница одржана је 24. новембра 2016. године.',
      },
      startDate: '2016-11-24',
      endDate: '2020-12-16',
      isCurrent: false,
    },
    {
      code: '2020-2024',
      name: { bs: 'Saziv 2020–2024', hr: 'Saziv 2020. – 2024.', sr_cyr: 'Сазив 2020–2024' },
      description: {
        bs: 'Gradsko vijeće izabrano na lokalnim izborima održanim 15. novembra 2020. godine; konstituirajuća sjednica održana je 17. decembra 2020. godine.',
        hr: 'Gradsko vijeće izabrano na lokalnim izborima održanima 15. studenoga 2020.; konstituirajuća sjednica održana je 17. prosinca 2020.',
        sr_cyr:
          'Градско вијеће изабрано на локалним изборима одржаним 15. новембра 2020. године; конститутивна сједница одржана је 17. децембра 2020. године.',
      },
      startDate: '2020-12-17',
      endDate: '2024-11-13',
      isCurrent: false,
    },
    {
      code: '2024-2028',
      name: { bs: 'Saziv 2024–2028', hr: 'Saziv 2024. – 2028.', sr_cyr: 'Сазив 2024–2028' },
      description: {
        bs: 'Gradsko vijeće izabrano na lokalnim izborima održanim 6. oktobra 2024. godine; konstituirajuća sjednica održana je 14. novembra 2024. godine. Mandat traje četiri godine.',
        hr: 'Gradsko vijeće izabrano na lokalnim izborima održanima 6. listopada 2024.; konstituirajuća sjednica održana je 14. studenoga 2024. Mandat traje četiri godine.',
        sr_cyr:
          'Градско вијеће изабрано на локалним изборима одржаним 6. октобра 2024. године; конститутивна сједница одржана је 14. новембра 2024. године. Мандат траје четири године.',
      },
      startDate: '2024-11-14',
      endDate: '2028-11-13',
      isCurrent: true,
    },
  ],

  PoliticalParty: [
    {
      code: 'SDP',
      name: {
        bs: 'Socijaldemokratska partija Bosne i Hercegovine',
        hr: 'Socijaldemokratska partija Bosne i Hercegovine',
        sr_cyr: 'Социјалдемократска партија Босне и Херцеговине',
      },
      shortName: { bs: 'SDP BiH', hr: 'SDP BiH', sr_cyr: 'СДП БиХ' },
    },
    {
      code: 'SDA',
      name: {
        bs: 'Stranka demokratske akcije',
        hr: 'Stranka demokratske akcije',
        sr_cyr: 'Странка демократске акције',
      },
      shortName: { bs: 'SDA', hr: 'SDA', sr_cyr: 'СДА' },
    },
    {
      code: 'NS',
      name: { bs: 'Naša stranka', hr: 'Naša stranka', sr_cyr: 'Наша странка' },
      shortName: { bs: 'NS', hr: 'NS', sr_cyr: 'НС' },
    },
    {
      code: 'NIP',
      name: { bs: 'Narod i pravda', hr: 'Narod i pravda', sr_cyr: 'Народ и правда' },
      shortName: { bs: 'NiP', hr: 'NiP', sr_cyr: 'НиП' },
    },
    {
      code: 'DF',
      name: { bs: 'Demokratska fronta', hr: 'Demokratska fronta', sr_cyr: 'Демократска фронта' },
      shortName: { bs: 'DF', hr: 'DF', sr_cyr: 'ДФ' },
    },
    {
      code: 'SBIH',
      name: {
        bs: 'Stranka za Bosnu i Hercegovinu',
        hr: 'Stranka za Bosnu i Hercegovinu',
        sr_cyr: 'Странка за Босну и Херцеговину',
      },
      shortName: { bs: 'SBiH', hr: 'SBiH', sr_cyr: 'СБиХ' },
    },
    {
      code: 'HDZ',
      name: {
        bs: 'Hrvatska demokratska zajednica Bosne i Hercegovine',
        hr: 'Hrvatska demokratska zajednica Bosne i Hercegovine',
        sr_cyr: 'Хрватска демократска заједница Босне и Херцеговине',
      },
      shortName: { bs: 'HDZ BiH', hr: 'HDZ BiH', sr_cyr: 'ХДЗ БиХ' },
    },
    {
      code: 'PDA',
      name: {
        bs: 'Pokret demokratske akcije',
        hr: 'Pokret demokratske akcije',
        sr_cyr: 'Покрет демократске акције',
      },
      shortName: { bs: 'PDA', hr: 'PDA', sr_cyr: 'ПДА' },
    },
    {
      code: 'NEZ',
      name: { bs: 'Nezavisni vijećnici', hr: 'Neovisni vijećnici', sr_cyr: 'Независни вијећници' },
      description: {
        bs: 'Vijećnici izabrani s nezavisnih lista i vijećnici koji su istupili iz svojih stranaka.',
        hr: 'Vijećnici izabrani s neovisnih lista i vijećnici koji su istupili iz svojih stranaka.',
        sr_cyr: 'Вијећници изабрани са независних листа и вијећници који су иступили из својих странака.',
      },
      shortName: { bs: 'Nezavisni', hr: 'Neovisni', sr_cyr: 'Независни' },
    },
    {
      code: 'SBB',
      name: {
        bs: 'Savez za bolju budućnost BiH',
        hr: 'Savez za bolju budućnost BiH',
        sr_cyr: 'Савез за бољу будућност БиХ',
      },
      description: {
        bs: 'Nema vijećnika u sadašnjem sazivu; zadržana radi evidencije ranijih saziva.',
        hr: 'Nema vijećnika u sadašnjem sazivu; zadržana radi evidencije ranijih saziva.',
        sr_cyr: 'Нема вијећника у садашњем сазиву; задржана ради евиденције ранијих сазива.',
      },
      shortName: { bs: 'SBB BiH', hr: 'SBB BiH', sr_cyr: 'СББ БиХ' },
      active: false,
    },
  ],

  LegalRemedy: [
    {
      code: 'ZALBA',
      name: { bs: 'Žalba', hr: 'Žalba', sr_cyr: 'Жалба' },
      description: {
        bs: 'Redovni pravni lijek protiv prvostepenog rješenja; izjavljuje se drugostepenom organu putem službe koja je donijela rješenje, u roku od 15 dana od dana dostavljanja rješenja.',
        hr: 'Redoviti pravni lijek protiv prvostupanjskog rješenja; izjavljuje se drugostupanjskom tijelu putem odjela koji je donio rješenje, u roku od 15 dana od dana dostave rješenja.',
        sr_cyr:
          'Редовни правни лијек против првостепеног рјешења; изјављује се другостепеном органу путем одјељења које је донијело рјешење, у року од 15 дана од дана достављања рјешења.',
      },
    },
    {
      code: 'PRIGOVOR',
      name: { bs: 'Prigovor', hr: 'Prigovor', sr_cyr: 'Приговор' },
      description: {
        bs: 'Podnosi se organu koji je donio akt kada posebni propis umjesto žalbe predviđa prigovor, u roku koji je tim propisom određen.',
        hr: 'Podnosi se tijelu koje je donijelo akt kada poseban propis umjesto žalbe predviđa prigovor, u roku koji je tim propisom određen.',
        sr_cyr:
          'Подноси се органу који је донио акт када посебни пропис умјесто жалбе предвиђа приговор, у року који је тим прописом одређен.',
      },
    },
    {
      code: 'TUZBA',
      name: { bs: 'Tužba u upravnom sporu', hr: 'Tužba u upravnom sporu', sr_cyr: 'Тужба у управном спору' },
      description: {
        bs: 'Podnosi se Kantonalnom sudu u Tuzli protiv konačnog upravnog akta, u roku od 30 dana od dana njegovog dostavljanja.',
        hr: 'Podnosi se Kantonalnom sudu u Tuzli protiv konačnog upravnog akta, u roku od 30 dana od dana njegove dostave.',
        sr_cyr:
          'Подноси се Кантоналном суду у Тузли против коначног управног акта, у року од 30 дана од дана његовог достављања.',
      },
    },
    {
      code: 'OBNOVA',
      name: {
        bs: 'Prijedlog za obnovu postupka',
        hr: 'Prijedlog za obnovu postupka',
        sr_cyr: 'Приједлог за обнову поступка',
      },
      description: {
        bs: 'Vanredni pravni lijek kada stranka sazna za nove činjenice ili dokaze; podnosi se organu koji je donio rješenje u roku od mjesec dana od saznanja, a najkasnije pet godina od dostavljanja rješenja.',
        hr: 'Izvanredni pravni lijek kada stranka sazna za nove činjenice ili dokaze; podnosi se tijelu koje je donijelo rješenje u roku od mjesec dana od saznanja, a najkasnije pet godina od dostave rješenja.',
        sr_cyr:
          'Ванредни правни лијек када странка сазна за нове чињенице или доказе; подноси се органу који је донио рјешење у року од мјесец дана од сазнања, а најкасније пет година од достављања рјешења.',
      },
    },
    {
      code: 'NISTAVOST',
      name: {
        bs: 'Zahtjev za oglašavanje rješenja ništavim',
        hr: 'Zahtjev za oglašivanje rješenja ništavim',
        sr_cyr: 'Захтјев за оглашавање рјешења ништавим',
      },
      description: {
        bs: 'Vanredni pravni lijek protiv rješenja koje ima teške nedostatke utvrđene zakonom; zahtjev se može podnijeti u svako doba.',
        hr: 'Izvanredni pravni lijek protiv rješenja koje ima teške nedostatke utvrđene zakonom; zahtjev se može podnijeti u bilo koje doba.',
        sr_cyr:
          'Ванредни правни лијек против рјешења које има тешке недостатке утврђене законом; захтјев се може поднијети у свако доба.',
      },
    },
    {
      code: 'PREISPITIVANJE',
      name: {
        bs: 'Zahtjev za vanredno preispitivanje sudske odluke',
        hr: 'Zahtjev za izvanredno preispitivanje sudske odluke',
        sr_cyr: 'Захтјев за ванредно преиспитивање судске одлуке',
      },
      description: {
        bs: 'Podnosi se Vrhovnom sudu Federacije BiH protiv pravosnažne odluke kantonalnog suda u upravnom sporu, u roku od 30 dana od dana njenog dostavljanja.',
        hr: 'Podnosi se Vrhovnom sudu Federacije BiH protiv pravomoćne odluke kantonalnog suda u upravnom sporu, u roku od 30 dana od dana njezine dostave.',
        sr_cyr:
          'Подноси се Врховном суду Федерације БиХ против правоснажне одлуке кантоналног суда у управном спору, у року од 30 дана од дана њеног достављања.',
      },
    },
  ],

  AdministrativeProcedureCategory: [
    {
      code: 'UG',
      name: { bs: 'Urbanizam i građenje', hr: 'Prostorno uređenje i gradnja', sr_cyr: 'Урбанизам и грађење' },
      description: {
        bs: 'Postupci za izdavanje akata potrebnih za građenje, rekonstrukciju i korištenje građevina.',
        hr: 'Postupci izdavanja akata potrebnih za gradnju, rekonstrukciju i uporabu građevina.',
        sr_cyr: 'Поступци за издавање аката потребних за грађење, реконструкцију и коришћење објеката.',
      },
      children: [
        {
          code: 'UG-US',
          name: {
            bs: 'Urbanistička saglasnost',
            hr: 'Urbanistička suglasnost',
            sr_cyr: 'Урбанистичка сагласност',
          },
        },
        {
          code: 'UG-LI',
          name: {
            bs: 'Lokacijska informacija',
            hr: 'Lokacijska informacija',
            sr_cyr: 'Локацијска информација',
          },
        },
        {
          code: 'UG-OG',
          name: {
            bs: 'Odobrenje za građenje (građevinska dozvola)',
            hr: 'Odobrenje za građenje (građevinska dozvola)',
            sr_cyr: 'Одобрење за грађење (грађевинска дозвола)',
          },
        },
        {
          code: 'UG-UD',
          name: { bs: 'Upotrebna dozvola', hr: 'Uporabna dozvola', sr_cyr: 'Употребна дозвола' },
        },
      ],
    },
    {
      code: 'OU',
      name: { bs: 'Opća uprava', hr: 'Opća uprava', sr_cyr: 'Општа управа' },
      description: {
        bs: 'Upis u matične knjige, izdavanje uvjerenja, ovjere i drugi poslovi opće uprave.',
        hr: 'Upisi u matične knjige, izdavanje uvjerenja, ovjere i drugi poslovi opće uprave.',
        sr_cyr: 'Упис у матичне књиге, издавање увјерења, овјере и други послови опште управе.',
      },
      children: [
        {
          code: 'OU-MK',
          name: { bs: 'Matične knjige', hr: 'Matične knjige', sr_cyr: 'Матичне књиге' },
        },
        {
          code: 'OU-UV',
          name: { bs: 'Uvjerenja i potvrde', hr: 'Uvjerenja i potvrde', sr_cyr: 'Увјерења и потврде' },
        },
        {
          code: 'OU-OV',
          name: {
            bs: 'Ovjere potpisa, rukopisa i prepisa',
            hr: 'Ovjere potpisa, rukopisa i preslika',
            sr_cyr: 'Овјере потписа, рукописа и преписа',
          },
        },
        {
          code: 'OU-DR',
          name: { bs: 'Državljanstvo', hr: 'Državljanstvo', sr_cyr: 'Држављанство' },
        },
      ],
    },
    {
      code: 'KD',
      name: { bs: 'Komunalne djelatnosti', hr: 'Komunalne djelatnosti', sr_cyr: 'Комуналне дјелатности' },
      description: {
        bs: 'Odobrenja za korištenje javnih površina i utvrđivanje komunalne naknade.',
        hr: 'Odobrenja za korištenje javnih površina i utvrđivanje komunalne naknade.',
        sr_cyr: 'Одобрења за коришћење јавних површина и утврђивање комуналне накнаде.',
      },
      children: [
        {
          code: 'KD-JP',
          name: {
            bs: 'Zauzimanje javne površine',
            hr: 'Zauzimanje javne površine',
            sr_cyr: 'Заузимање јавне површине',
          },
        },
        {
          code: 'KD-PK',
          name: { bs: 'Prekop javne površine', hr: 'Prekop javne površine', sr_cyr: 'Прекоп јавне површине' },
        },
        {
          code: 'KD-KN',
          name: { bs: 'Komunalna naknada', hr: 'Komunalna naknada', sr_cyr: 'Комунална накнада' },
        },
      ],
    },
    {
      code: 'PR',
      name: { bs: 'Privreda', hr: 'Gospodarstvo', sr_cyr: 'Привреда' },
      description: {
        bs: 'Odobrenja za obavljanje obrta, ugostiteljske i drugih privrednih djelatnosti.',
        hr: 'Odobrenja za obavljanje obrta, ugostiteljske i drugih gospodarskih djelatnosti.',
        sr_cyr: 'Одобрења за обављање обрта, угоститељске и других привредних дјелатности.',
      },
      children: [
        {
          code: 'PR-OB',
          name: {
            bs: 'Obrti i srodne djelatnosti',
            hr: 'Obrti i srodne djelatnosti',
            sr_cyr: 'Обрти и сродне дјелатности',
          },
        },
        {
          code: 'PR-UG',
          name: { bs: 'Ugostiteljstvo', hr: 'Ugostiteljstvo', sr_cyr: 'Угоститељство' },
        },
        {
          code: 'PR-TX',
          name: { bs: 'Taksi prevoz', hr: 'Autotaksi prijevoz', sr_cyr: 'Такси превоз' },
        },
        {
          code: 'PR-PO',
          name: {
            bs: 'Podsticaji u poljoprivredi',
            hr: 'Poticaji u poljoprivredi',
            sr_cyr: 'Подстицаји у пољопривреди',
          },
        },
      ],
    },
    {
      code: 'FP',
      name: { bs: 'Finansije i porezi', hr: 'Financije i porezi', sr_cyr: 'Финансије и порези' },
      description: {
        bs: 'Utvrđivanje i naplata gradskih taksa i naknada i povrat preplaćenih iznosa.',
        hr: 'Utvrđivanje i naplata gradskih pristojbi i naknada te povrat preplaćenih iznosa.',
        sr_cyr: 'Утврђивање и наплата градских такса и накнада и поврат преплаћених износа.',
      },
      children: [
        {
          code: 'FP-KT',
          name: { bs: 'Komunalne takse', hr: 'Komunalne pristojbe', sr_cyr: 'Комуналне таксе' },
        },
        {
          code: 'FP-AT',
          name: { bs: 'Administrativne takse', hr: 'Upravne pristojbe', sr_cyr: 'Административне таксе' },
        },
        {
          code: 'FP-PS',
          name: {
            bs: 'Povrat više ili pogrešno uplaćenih sredstava',
            hr: 'Povrat više ili pogrešno uplaćenih sredstava',
            sr_cyr: 'Поврат више или погрешно уплаћених средстава',
          },
        },
      ],
    },
    {
      code: 'SZ',
      name: { bs: 'Socijalna zaštita', hr: 'Socijalna skrb', sr_cyr: 'Социјална заштита' },
      description: {
        bs: 'Jednokratne pomoći i prava iz socijalne zaštite i zaštite civilnih žrtava rata.',
        hr: 'Jednokratne pomoći i prava iz socijalne skrbi i zaštite civilnih žrtava rata.',
        sr_cyr: 'Једнократне помоћи и права из социјалне заштите и заштите цивилних жртава рата.',
      },
      children: [
        {
          code: 'SZ-JP',
          name: {
            bs: 'Jednokratna novčana pomoć',
            hr: 'Jednokratna novčana pomoć',
            sr_cyr: 'Једнократна новчана помоћ',
          },
        },
        {
          code: 'SZ-CZR',
          name: {
            bs: 'Prava civilnih žrtava rata',
            hr: 'Prava civilnih žrtava rata',
            sr_cyr: 'Права цивилних жртава рата',
          },
        },
        {
          code: 'SZ-PD',
          name: {
            bs: 'Zaštita porodice s djecom',
            hr: 'Zaštita obitelji s djecom',
            sr_cyr: 'Заштита породице са дјецом',
          },
        },
      ],
    },
    {
      code: 'BIZ',
      name: {
        bs: 'Boračko-invalidska zaštita',
        hr: 'Braniteljsko-invalidska zaštita',
        sr_cyr: 'Борачко-инвалидска заштита',
      },
      description: {
        bs: 'Prava branilaca, ratnih vojnih invalida i porodica šehida i poginulih boraca.',
        hr: 'Prava branitelja, ratnih vojnih invalida i obitelji šehida i poginulih branitelja.',
        sr_cyr: 'Права бранилаца, ратних војних инвалида и породица шехида и погинулих бораца.',
      },
      children: [
        {
          code: 'BIZ-PB',
          name: { bs: 'Prava branilaca', hr: 'Prava branitelja', sr_cyr: 'Права бранилаца' },
        },
        {
          code: 'BIZ-LI',
          name: { bs: 'Lična invalidnina', hr: 'Osobna invalidnina', sr_cyr: 'Лична инвалиднина' },
        },
        {
          code: 'BIZ-PI',
          name: {
            bs: 'Porodična invalidnina',
            hr: 'Obiteljska invalidnina',
            sr_cyr: 'Породична инвалиднина',
          },
        },
        {
          code: 'BIZ-SZ',
          name: { bs: 'Stambeno zbrinjavanje', hr: 'Stambeno zbrinjavanje', sr_cyr: 'Стамбено збрињавање' },
        },
      ],
    },
  ],

  SurveyCategory: [
    {
      code: 'USLUGE',
      name: { bs: 'Zadovoljstvo uslugama', hr: 'Zadovoljstvo uslugama', sr_cyr: 'Задовољство услугама' },
      description: {
        bs: 'Ocjena kvaliteta usluga gradske uprave, šalter-sale i elektronskih usluga.',
        hr: 'Ocjena kvalitete usluga gradske uprave, šalterske dvorane i elektroničkih usluga.',
        sr_cyr: 'Оцјена квалитета услуга градске управе, шалтер-сале и електронских услуга.',
      },
    },
    {
      code: 'KOMUNALNE',
      name: { bs: 'Komunalne usluge', hr: 'Komunalne usluge', sr_cyr: 'Комуналне услуге' },
      description: {
        bs: 'Vodosnabdijevanje, odvoz otpada, grijanje, čistoća i održavanje javnih površina.',
        hr: 'Vodoopskrba, odvoz otpada, grijanje, čistoća i održavanje javnih površina.',
        sr_cyr: 'Водоснабдијевање, одвоз отпада, гријање, чистоћа и одржавање јавних површина.',
      },
    },
    {
      code: 'MLADI',
      name: { bs: 'Mladi', hr: 'Mladi', sr_cyr: 'Млади' },
      description: {
        bs: 'Potrebe i stavovi mladih, zapošljavanje, slobodno vrijeme i učešće u odlučivanju.',
        hr: 'Potrebe i stavovi mladih, zapošljavanje, slobodno vrijeme i sudjelovanje u odlučivanju.',
        sr_cyr: 'Потребе и ставови младих, запошљавање, слободно вријеме и учешће у одлучивању.',
      },
    },
    {
      code: 'OBRAZOVANJE',
      name: { bs: 'Obrazovanje', hr: 'Obrazovanje', sr_cyr: 'Образовање' },
      description: {
        bs: 'Predškolsko i osnovno obrazovanje, školski prevoz i stipendiranje učenika i studenata.',
        hr: 'Predškolski odgoj, osnovnoškolsko obrazovanje, školski prijevoz i stipendiranje učenika i studenata.',
        sr_cyr: 'Предшколско и основно образовање, школски превоз и стипендирање ученика и студената.',
      },
    },
    {
      code: 'SAOBRACAJ',
      name: { bs: 'Saobraćaj', hr: 'Promet', sr_cyr: 'Саобраћај' },
      description: {
        bs: 'Javni prevoz, parkiranje, stanje ulica i sigurnost u saobraćaju.',
        hr: 'Javni prijevoz, parkiranje, stanje ulica i sigurnost u prometu.',
        sr_cyr: 'Јавни превоз, паркирање, стање улица и безбједност у саобраћају.',
      },
    },
    {
      code: 'OKOLINA',
      name: { bs: 'Zaštita okoline', hr: 'Zaštita okoliša', sr_cyr: 'Заштита животне средине' },
      description: {
        bs: 'Kvalitet zraka, zelene površine, razvrstavanje otpada i energetska efikasnost.',
        hr: 'Kakvoća zraka, zelene površine, razvrstavanje otpada i energetska učinkovitost.',
        sr_cyr: 'Квалитет ваздуха, зелене површине, разврставање отпада и енергетска ефикасност.',
      },
    },
  ],
};
