import { ComplaintStatus } from '@portal/contracts';

type DemoComplaint = {
  title: string;
  description: string;
  /** Code of the demo complaint category (code lists' demo data). */
  category: string;
  address: string;
  status: ComplaintStatus;
  answer?: string;
  answerFile?: boolean;
};

const problems: Omit<DemoComplaint, 'address' | 'status'>[] = [
  {
    title: 'Udarna rupa na kolovozu',
    description: 'Duboka udarna rupa na sredini kolovoza, automobili je zaobilaze preko pune linije.',
    category: 'PUT',
  },
  {
    title: 'Ne radi ulična rasvjeta',
    description: 'Tri uzastopne svjetiljke ne rade već sedmicu dana, ulica je noću potpuno mračna.',
    category: 'RASVJETA',
  },
  {
    title: 'Prepuni kontejneri za otpad',
    description: 'Kontejneri nisu ispražnjeni danima, smeće je rasuto oko njih.',
    category: 'OTPAD',
  },
  {
    title: 'Curenje vode iz šahta',
    description: 'Iz šahta na trotoaru neprestano curi voda, nastala je velika lokva.',
    category: 'VODA',
  },
  {
    title: 'Neorezane grane nad trotoarom',
    description: 'Grane drveća spuštaju se nisko nad trotoar i zaklanjaju saobraćajni znak.',
    category: 'ZELENILO',
  },
  {
    title: 'Oštećen saobraćajni znak',
    description: 'Znak za obavezno zaustavljanje je savijen i okrenut prema zidu.',
    category: 'SIGNALIZ',
  },
  {
    title: 'Nepropisno parkirana vozila na trotoaru',
    description: 'Vozila se svakodnevno parkiraju na trotoaru pa pješaci idu kolovozom.',
    category: 'PARKING',
  },
  {
    title: 'Oštećena klupa na autobuskom stajalištu',
    description: 'Klupa na stajalištu je polomljena, a nadstrešnica prokišnjava.',
    category: 'PREVOZ',
  },
  {
    title: 'Polomljena ljuljaška na igralištu',
    description: 'Lanac ljuljaške je pukao, sjedište visi i opasno je za djecu.',
    category: 'IGRALISTA',
  },
  {
    title: 'Psi lutalice u naselju',
    description: 'Čopor pasa lutalica okuplja se kod škole u jutarnjim satima.',
    category: 'PSI',
  },
  {
    title: 'Neočišćen snijeg na stepeništu',
    description: 'Stepenište prema naselju nije očišćeno od snijega i leda, opasno je za starije.',
    category: 'ZIMA',
  },
  {
    title: 'Dim iz dimnjaka radionice',
    description: 'Gust crni dim iz obližnje radionice širi se naseljem svako veče.',
    category: 'ZRAK',
  },
  {
    title: 'Buka sa gradilišta noću',
    description: 'Radovi na gradilištu traju i poslije 22 sata, mašine rade cijelu noć.',
    category: 'BUKA',
  },
  {
    title: 'Išarana fasada javne zgrade',
    description: 'Fasada je išarana grafitima, a dio stakla na ulazu je razbijen.',
    category: 'VANDALIZAM',
  },
  {
    title: 'Nema rampe za kolica',
    description: 'Ulaz u zgradu nema rampu, osobe u kolicima ne mogu ući bez pomoći.',
    category: 'PRISTUP',
  },
  {
    title: 'Napušteno vozilo na parkingu',
    description: 'Vozilo bez tablica stoji mjesecima na javnom parkingu.',
    category: 'OSTALO',
  },
  {
    title: 'Oštećen trotoar',
    description: 'Ploče trotoara su izdignute korijenjem drveća, pješaci se spotiču.',
    category: 'PUT',
  },
  {
    title: 'Svjetiljka svijetli danju',
    description: 'Ulična rasvjeta u ovom dijelu ulice svijetli i tokom dana.',
    category: 'RASVJETA',
  },
  {
    title: 'Divlja deponija kraj potoka',
    description: 'Uz potok je nastala divlja deponija građevinskog otpada i starog namještaja.',
    category: 'OTPAD',
  },
  {
    title: 'Pokidan poklopac šahta',
    description: 'Poklopac šahta je napukao i pomjera se kad preko njega pređe vozilo.',
    category: 'PUT',
  },
];

const streets = [
  'Turalibegova bb',
  'Maršala Tita 12',
  'Bosne Srebrene 34',
  'Univerzitetska 4',
  'Aleja Alije Izetbegovića 15',
  'Muharema Fizovića Fiska 7',
  'Stupine B-12',
  'Slavinovići bb',
  '15. maja 20',
  'Mihajla i Živka Crnogorčevića 9',
  'Patriotske lige 40',
  'Rudarska 71',
];

/** Statuses in a mix a city sees: many handled, some waiting, one found inappropriate. */
const statusCycle: ComplaintStatus[] = [
  ComplaintStatus.Resolved,
  ComplaintStatus.Assigned,
  ComplaintStatus.Answered,
  ComplaintStatus.Created,
  ComplaintStatus.Resolved,
  ComplaintStatus.Assigned,
];

export const demoComplaints: DemoComplaint[] = Array.from({ length: 60 }, (_, i) => {
  const problem = problems[i % problems.length]!;
  return {
    ...problem,
    address: `${streets[(i * 7) % streets.length]}, Tuzla`,
    status: i === 17 ? ComplaintStatus.Inappropriate : statusCycle[i % statusCycle.length]!,
    ...(i === 0
      ? {
          answer:
            'Radovi su izvedeni: oštećenje je sanirano i kolovoz je presvučen novim asfaltom. U prilogu je zapisnik o izvršenim radovima.',
          answerFile: true,
        }
      : {}),
  };
});

export const demoComments = [
  'Problem je i dalje prisutan, molim da se hitno riješi.',
  'Hvala na prijavi, ekipa je obavijestena i izaći će na teren ove sedmice.',
  'Potvrđujem, i ja sam primijetio isto prošle sedmice.',
];
