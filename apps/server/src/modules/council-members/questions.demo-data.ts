/** The demo's questions to the mayor, the council members and the units, with their answers (questions.seed.ts). */

/** A demo question: its text, the answer when it has one, and what is special about it. */
export type DemoQuestion = {
  q: string;
  a?: string;
  /** A unit's code (the units' questions only). */
  unit?: string;
  special?: 'inappropriate' | 'inactive' | 'awaiting';
};

export const mayorQuestions: DemoQuestion[] = [
  {
    q: 'Kada će se konačno riješiti redukcije vode u Ši Selu? Ljeti smo po nekoliko dana bez vode, a računi stižu redovno.',
    a: 'U toku je zamjena cjevovoda Ši Selo – Kiseljak, koju finansiramo kreditom Evropske investicione banke. Radovi bi trebali biti završeni do kraja godine, nakon čega redukcije u tom dijelu grada neće biti potrebne.',
  },
  {
    q: 'Da li Grad planira produžiti autobusku liniju 5 do Bukinja? Mnogo radnika i studenata svaki dan pješači do stanice.',
    a: 'Inicijativu smo proslijedili JKP „Gradski saobraćaj“. Produženje linije do Bukinja ući će u novi red vožnje od septembra, nakon brojanja putnika na toj dionici.',
  },
  {
    q: 'Zašto se parking kod UKC Tuzla naplaćuje i pacijentima koji dolaze na dijalizu? Može li Grad nešto učiniti?',
    a: 'Parking kod UKC-a nije u nadležnosti Grada, ali smo Upravi bolnice i Vladi Kantona uputili zahtjev da pacijenti na hroničnoj terapiji parkiraju besplatno. O odgovoru ćemo obavijestiti javnost.',
  },
  {
    q: 'Šta Grad radi protiv zagađenja zraka tokom zime? Na Slatini se u januaru ne može disati.',
    a: 'Subvencionišemo priključenje domaćinstava na daljinsko grijanje i zamjenu peći na ugalj. Ove godine za to je izdvojeno 800.000 KM, a javni poziv je otvoren do kraja marta.',
  },
  {
    q: 'Kada počinje gradnja novog vrtića na Sjenjaku? Liste čekanja su sve duže.',
    a: 'Projekat je završen, a tender za izvođača raspisan je prošlog mjeseca. Radove očekujemo na proljeće; vrtić će primiti 120 djece.',
  },
  {
    q: 'Planira li Grad besplatan javni prevoz za penzionere s najnižim primanjima?',
    a: 'Od 1. januara penzioneri s primanjima ispod prosječne penzije imaju pravo na besplatnu godišnju kartu. Zahtjev se podnosi u Centru za usluge građanima.',
  },
  {
    q: 'Prilazni put i parking kod Panonskih jezera ljeti su u haosu. Ima li plana za uređenje?',
    a: 'Budžetom je predviđeno proširenje parkinga uz Panonska jezera i asfaltiranje prilaznog puta. Radovi će biti završeni prije početka kupališne sezone.',
  },
  {
    q: 'Kada će biti popravljena ograda mosta u Tušnju kod stadiona? Oštećena je već mjesecima.',
    a: 'Popravak ograde ugovoren je s JKP „Komunalac“ i bit će završen u naredne dvije sedmice. Do tada je oštećeni dio osiguran.',
  },
  {
    q: 'Zašto u centru grada, oko Trga slobode i Kapije, nema javnih toaleta?',
    a: 'Slažemo se da nedostaju. U toku ove godine postavit ćemo dva nova javna toaleta, na Kapiji i kod Trga slobode.',
  },
  {
    q: 'Da li je tačno da se ukidaju subvencije za grijanje socijalno ugroženim porodicama?',
    a: 'Nije tačno. Subvencije ostaju na istom nivou, a broj korisnika povećan je za 15 posto u odnosu na prošlu sezonu.',
  },
  {
    q: 'Šta je s biciklističkom stazom od Stupina do centra grada?',
    a: 'Prva dionica, od Stupina do Tehnološkog fakulteta, gradi se ove godine. Projekat nastavka do centra je u izradi.',
  },
  {
    q: 'Može li Grad pomoći mladim porodicama da kupe prvi stan?',
    a: 'Ove godine prvi put raspisujemo javni poziv za subvencionisanje kamate na stambene kredite mladim bračnim parovima. Poziv očekujemo u aprilu.',
  },
  {
    q: 'Zašto se klizište u Mosniku ne sanira već treću godinu?',
    a: 'Sanacija klizišta u Mosniku skuplja je od mogućnosti gradskog budžeta. Obezbijedili smo sufinansiranje Vlade Kantona i radovi počinju ovog ljeta.',
  },
  {
    q: 'Hoće li se parking moći platiti SMS-om i u zoni oko Mejdana?',
    a: 'SMS plaćanje parkinga u zoni Mejdan uvodi se od prvog narednog mjeseca, kao u ostalim zonama.',
  },
  {
    q: 'Zašto se u novim naseljima ne grade igrališta za djecu?',
    a: 'Od ove godine svaki novi regulacioni plan mora imati prostor za dječije igralište. Za postojeća naselja planirano je pet novih igrališta.',
  },
  {
    q: 'Šta Grad čini da mladi ne odlaze iz Tuzle?',
    a: 'Kroz program zapošljavanja mladih sufinansiramo prvo zaposlenje za 300 mladih godišnje, a poslodavci koji zaposle mlade oslobođeni su dijela komunalne naknade.',
  },
  {
    q: 'Zašto je gradski bazen zatvoren tokom ljeta? Djeca nemaju gdje plivati.',
    a: 'Bazen je zatvoren zbog zamjene sistema za prečišćavanje vode. Ponovo se otvara prvog septembra, a do tada su Panonska jezera otvorena od 9 do 19 sati.',
  },
  {
    q: 'Planira li Grad obnovu zgrade Bosanskog kulturnog centra?',
    a: 'Krov je obnovljen prošle godine, a obnova fasade i unutrašnjosti nastavlja se u skladu s obezbijeđenim sredstvima.',
  },
  {
    q: 'Kada će autobusi na gradskim linijama dobiti klimatizaciju?',
    a: 'Gradski saobraćaj ove godine nabavlja deset novih klimatizovanih autobusa, koji će voziti na najprometnijim linijama.',
  },
  {
    q: 'Zašto se Gradsko groblje Trnovac ne proširuje kad je mjesta sve manje?',
    a: 'Izmjenom regulacionog plana obezbijeđeno je zemljište za proširenje. Otkup parcela je u toku.',
  },
  {
    q: 'Kada će biti uređena Ulica Turalibegova? Trotoari su uski i oštećeni.',
    a: 'Rekonstrukcija Turalibegove ulice planirana je za iduću godinu, zajedno sa zamjenom vodovodne mreže, kako se ulica ne bi kopala dva puta.',
  },
  {
    q: 'Postavio sam isto pitanje dva puta greškom, molim da se ovo obriše.',
    special: 'inactive',
  },
  { q: 'Da li će Grad ove zime organizovati klizalište na Trgu slobode kao prošle godine?' },
  { q: 'Kada će se objaviti javni poziv za sufinansiranje projekata udruženja građana?' },
  { q: 'Planira li se rekonstrukcija Gradske tržnice na Kapiji?' },
];

export const memberQuestions: DemoQuestion[] = [
  {
    q: 'Kako ste glasali o prijedlogu budžeta i zašto? Zanima me posebno dio za mjesne zajednice.',
    a: 'Glasao sam za budžet jer je iznos za mjesne zajednice povećan za 20 posto. Predložio sam amandman da se dio tih sredstava namijeni uređenju igrališta, i on je usvojen.',
  },
  {
    q: 'Hoćete li pokrenuti inicijativu za ležeće policajce u ulici kod OŠ „Sjenjak“? Auta tu voze prebrzo.',
    a: 'Inicijativu sam podnio na posljednjoj sjednici Vijeća i ona je upućena Službi za komunalne poslove. Pratit ću da se realizuje prije početka školske godine.',
  },
  {
    q: 'Zašto se sjednice Vijeća ne prenose uživo na internetu?',
    a: 'Sjednice se od ove godine prenose uživo na internet stranici Grada i na portalu, a snimci ostaju dostupni.',
  },
  {
    q: 'Možete li se zauzeti da se u Kreki postavi više kontejnera za reciklažu?',
    a: 'Razgovarao sam s upravom JKP „Komunalac“; u Kreki će biti postavljeno deset novih setova kontejnera za papir i plastiku.',
  },
  {
    q: 'Šta Vijeće planira za pse lutalice? U Slavinovićima ih ima sve više.',
    a: 'Vijeće je usvojilo program kontrole populacije pasa lutalica, a higijeničarska služba dobila je dodatna sredstva za sterilizaciju i udomljavanje.',
  },
  {
    q: 'Zašto su materijali za sjednicu objavljeni tek dan prije sjednice?',
    a: 'Slažem se da je to prekasno. Predložio sam izmjenu Poslovnika po kojoj se materijali objavljuju najmanje sedam dana prije sjednice.',
  },
  {
    q: 'Da li podržavate uvođenje participativnog budžeta u mjesnim zajednicama?',
    a: 'Podržavam. Zajedno s kolegama iz drugih klubova pripremamo odluku o participativnom budžetu, koju očekujemo na jesen.',
  },
  {
    q: 'Kada će biti asfaltiran put kroz Breze prema Dragi?',
    a: 'Put je uvršten u program kapitalnih ulaganja za ovu godinu. Izvođač je izabran, a radovi počinju čim vremenske prilike dozvole.',
  },
  {
    q: 'Možete li provjeriti zašto javna rasvjeta u Ulici Mije Keroševića ne radi već mjesec dana?',
    a: 'Provjerio sam: kvar je na podzemnom kablu. Služba je naručila zamjenu i rasvjeta bi trebala proraditi ove sedmice.',
  },
  {
    q: 'Šta se može učiniti da se ubrza izdavanje građevinskih dozvola?',
    a: 'Podržao sam uvođenje elektronskog podnošenja zahtjeva, koje je Vijeće usvojilo. Rok za izdavanje dozvole skraćen je sa 60 na 30 dana.',
  },
  {
    q: 'Zašto se stipendije za studente isplaćuju sa zakašnjenjem?',
    a: 'Kašnjenje je bilo posljedica kasnog usvajanja budžeta. Sve zaostale rate isplaćene su prošle sedmice, a ubuduće će se isplaćivati do desetog u mjesecu.',
  },
  {
    q: 'Ima li plana za uređenje šetnice uz rijeku Jalu?',
    a: 'Projekat uređenja obala Jale od Kapije do Skvera je završen. Predložio sam da se finansira iz sredstava Kantona i evropskih fondova.',
  },
  {
    q: 'Svi ste vi isti, samo mislite na svoje fotelje i ništa ne radite!!!',
    special: 'inappropriate',
  },
  {
    q: 'Zašto djeca iz Husina nemaju organizovan prevoz do škole?',
    a: 'Na moju inicijativu Služba za obrazovanje uvela je školski prevoz za učenike iz Husina od drugog polugodišta.',
  },
  {
    q: 'Hoće li Vijeće razmatrati zabranu teških kamiona kroz centar grada?',
    a: 'Prijedlog odluke o ograničenju saobraćaja teretnih vozila u centru bit će na dnevnom redu jedne od narednih sjednica. Glasat ću za.',
  },
  {
    q: 'Možete li pokrenuti pitanje uređenja fudbalskog igrališta u Simin Hanu?',
    a: 'Pitanje sam postavio na sjednici, a Grad je za obnovu igrališta izdvojio 40.000 KM u ovoj godini.',
  },
  {
    q: 'Zašto nema pješačkog prelaza kod autobuske stanice na Sjenjaku?',
    a: 'Podnio sam inicijativu za obilježavanje pješačkog prelaza sa semaforom. Služba ju je prihvatila i prelaz će biti postavljen ovog mjeseca.',
  },
  {
    q: 'Šta je s otvaranjem dnevnog centra za starije osobe na Slatini?',
    a: 'Prostor je obezbijeđen u zgradi mjesne zajednice. Centar bi trebao početi s radom na jesen, u saradnji s Crvenim križem.',
    special: 'awaiting',
  },
  {
    q: 'Da li će se obnoviti dječije igralište u parku kod Gimnazije?',
    a: 'Obnova igrališta uvrštena je u plan za ovu godinu; nove sprave bit će postavljene do ljeta.',
  },
  {
    q: 'Kako se trošio novac od komunalne naknade prošle godine?',
    a: 'Izvještaj o utrošku sredstava komunalne naknade usvojen je na sjednici i objavljen na internet stranici Grada. Najveći dio otišao je na održavanje puteva i javne rasvjete.',
  },
  {
    q: 'Možete li se zauzeti za ambulantu porodične medicine u Mramoru?',
    a: 'Razgovarao sam s direktorom Doma zdravlja: ambulanta u Mramoru radit će dva puta sedmično od naredne sedmice.',
  },
  {
    q: 'Zašto je smanjen broj polazaka linije 2 subotom?',
    a: 'Broj polazaka smanjen je zbog manjka vozača. Gradski saobraćaj je raspisao oglas i stari red vožnje vraća se od iduće sedmice.',
  },
  { q: 'Hoćete li podržati inicijativu za besplatne udžbenike za sve osnovce?' },
  { q: 'Kada će Vijeće raspravljati o izmjenama Odluke o komunalnom redu?' },
  { q: 'Planira li se izgradnja sportske dvorane u Kiseljaku?' },
];

export const unitQuestions: DemoQuestion[] = [
  {
    unit: 'SKP',
    q: 'U Ulici Muhameda Hevaija Uskufija je velika rupa na kolovozu ispred broja 14. Ko je zadužen za popravak?',
    a: 'Rupa je sanirana 12. maja. Hvala na prijavi.',
  },
  {
    unit: 'SKP',
    q: 'Javna rasvjeta na Trnovcu, u Ulici Armije BiH, ne radi već dvije sedmice.',
    a: 'Kvar je otklonjen; zamijenjene su tri svjetiljke i osigurač u razvodnom ormaru.',
  },
  {
    unit: 'SKP',
    q: 'Zašto se snijeg u Gornjoj Tuzli ne čisti prije sedam ujutro? Djeca idu u školu po neočišćenim ulicama.',
    a: 'Gornja Tuzla je od ove zime u prvom prioritetu zimskog održavanja, a čišćenje počinje u 4 sata ujutro.',
  },
  {
    unit: 'SKP',
    q: 'Kontejneri u naselju Batva se ne prazne redovno. Može li se povećati broj odvoza?',
    a: 'Odvoz u Batvi povećan je s dva na tri puta sedmično, ponedjeljkom, srijedom i petkom.',
  },
  {
    unit: 'SKP',
    q: 'Na raskrsnici kod Zlatnog klasa izblijedjele su oznake pješačkih prelaza. Kada će se obnoviti?',
    a: 'Horizontalna signalizacija na toj raskrsnici obnovljena je u okviru proljetne akcije.',
  },
  {
    unit: 'SKP',
    q: 'Već mjesec dana na parkingu kod Mercatora stoji napušteno vozilo bez tablica.',
    a: 'Komunalna policija je vlasniku ostavila rješenje o uklanjanju; vozilo je uklonjeno nakon isteka roka.',
  },
  {
    unit: 'SKP',
    q: 'Trava u parku na Sjenjaku nije pokošena od proljeća.',
    a: 'Park je pokošen prošle sedmice i uvršten je u redovni plan košenja svake tri sedmice.',
  },
  {
    unit: 'SKP',
    q: 'Poslije svake jače kiše u Solnom trgu se izlije kanalizacija. Ko to rješava?',
    a: 'Oborinska kanalizacija u tom dijelu je očišćena, a zamjena kolektora planirana je za iduću godinu.',
  },
  {
    unit: 'SKP',
    q: 'Može li se postaviti nadstrešnica na autobuskom stajalištu u Šićkom Brodu?',
    a: 'Nadstrešnica je naručena i bit će postavljena do kraja mjeseca.',
  },
  {
    unit: 'SPU',
    q: 'Koliko traje izdavanje građevinske dozvole za porodičnu kuću i koji su dokumenti potrebni?',
    a: 'Rok je 30 dana od predaje potpunog zahtjeva. Spisak dokumenata i obrazac nalaze se na portalu u dijelu e-usluge, a zahtjev se može predati i elektronski.',
  },
  {
    unit: 'SPU',
    q: 'Komšija gradi pomoćni objekat na samoj granici parcele. Kome se mogu obratiti?',
    a: 'Prijavu smo proslijedili urbanističko-građevinskoj inspekciji, koja će izaći na teren u roku od osam dana.',
  },
  {
    unit: 'SPU',
    q: 'Da li je još otvoren rok za legalizaciju bespravno izgrađenih objekata?',
    a: 'Rok za podnošenje zahtjeva za legalizaciju produžen je do kraja godine.',
  },
  {
    unit: 'SPU',
    q: 'Gdje mogu vidjeti novi regulacioni plan za Slatinu?',
    a: 'Nacrt plana izložen je u holu Gradske uprave i objavljen na internet stranici Grada. Javna rasprava traje 30 dana.',
  },
  {
    unit: 'SOK',
    q: 'Kada počinje upis djece u prvi razred i koja dokumenta treba donijeti?',
    a: 'Upis traje od 1. do 30. aprila u školi kojoj pripadate po mjestu stanovanja. Potrebni su izvod iz matične knjige rođenih i ljekarsko uvjerenje.',
  },
  {
    unit: 'SOK',
    q: 'Da li Grad sufinansira prevoz učenika srednjih škola iz Dobrnje?',
    a: 'Da, učenici iz Dobrnje imaju pravo na 50 posto popusta na mjesečnu kartu. Zahtjev se podnosi preko škole.',
  },
  {
    unit: 'SOK',
    q: 'Kada će biti završeno renoviranje sale za fizičko u OŠ „Kreka“?',
    a: 'Radovi su u završnoj fazi i sala će biti spremna za početak drugog polugodišta.',
  },
  {
    unit: 'SOU',
    q: 'Mogu li izvod iz matične knjige rođenih dobiti elektronski, bez dolaska u Gradsku upravu?',
    a: 'Izvod možete naručiti putem e-usluga na portalu i preuzeti ga u Centru za usluge građanima ili ga dobiti poštom.',
  },
  {
    unit: 'SOU',
    q: 'Kakvo je radno vrijeme Centra za usluge građanima subotom?',
    a: 'Centar za usluge građanima subotom radi od 8 do 13 sati.',
  },
  {
    unit: 'SF',
    q: 'Kako se obračunava komunalna naknada za poslovni prostor u centru?',
    a: 'Naknada se obračunava po kvadratnom metru prema zoni i vrsti djelatnosti, u skladu s Odlukom o komunalnoj naknadi. Tačan iznos dobit ćete u rješenju.',
  },
  {
    unit: 'SZS',
    q: 'Kome se mogu obratiti za jednokratnu novčanu pomoć za liječenje?',
    a: 'Zahtjev se podnosi Službi za zdravstvo i socijalnu zaštitu uz medicinsku dokumentaciju i dokaz o primanjima domaćinstva.',
  },
  {
    unit: 'SCZ',
    q: 'Iznad naše kuće u Tetimi pojavile su se pukotine na padini. Da li Civilna zaštita izlazi na teren?',
    a: 'Komisija za procjenu štete izašla je na teren i padina je uvrštena u katastar klizišta. O mjerama sanacije bit ćete obaviješteni pismeno.',
  },
  {
    unit: 'SKP',
    q: 'Ulica kod Doma zdravlja u Slavinovićima nema nijednu kantu za otpatke.',
  },
  { unit: 'SPU', q: 'Da li je za postavljanje solarnih panela na krov kuće potrebna dozvola?' },
  { unit: 'SKP', q: 'Semafor na raskrsnici kod Robne kuće „Tuzla“ ne radi ispravno već nekoliko dana.' },
  { unit: 'SOK', q: 'Hoće li se u ljeto organizovati besplatne sportske škole za djecu?' },
];
