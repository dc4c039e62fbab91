/**
 * The labels and answers of the repair loop's pages: /melden/doorsturen (staff send a report on), /aannemer (the
 * contractor's job) and /melden/opgelost (the resident confirms the repair). Their titles and leads are in
 * content/pages/; the server's refusals are jobApiMessages in dutchMessages (not imported here: the pages show the
 * server's own sentence). A module of their own, because
 * dutchMessages is in the chunk every form page loads: these words would weigh on /contact, /offerte and /melden too.
 */
export const repairLoopTexts = {
  loading: 'Bezig met laden...',
  missing: 'Deze pagina opent u met een knop uit een e-mail van ons kantoor. Open de knop opnieuw vanuit die e-mail.',
  failed: 'Deze pagina kon nu niet geladen worden. Probeer het over enkele minuten opnieuw.',
  changeFailed: 'Het versturen is niet gelukt; er is niets gewijzigd. Probeer het over enkele minuten opnieuw.',
  sending: 'Bezig met versturen...',
  facts: {
    reference: 'Referentienummer',
    building: 'Gebouw',
    address: 'Adres',
    place: 'Plaats in het gebouw',
    category: 'Categorie',
    part: 'Deel van het gebouw',
    description: 'Beschrijving',
    status: 'Status',
  },
  jobStates: {
    sent: 'nog niet aanvaard',
    accepted: 'aanvaard',
    declined: 'geweigerd',
    done: 'uitgevoerd',
  },
  sendOn: {
    current: 'Huidige aannemer',
    currentJob: (name: string, state: string, sentAt: string) => `${name}: ${state} (doorgestuurd op ${sentAt})`,
    noCurrent: 'Nog naar geen aannemer doorgestuurd',
    contactShared:
      'De melder vindt het goed dat de aannemer contact opneemt voor een afspraak: de aannemer krijgt de naam, het telefoonnummer en het appartement of de kavel van de melder.',
    contactNotShared:
      'De melder gaf geen toestemming om door de aannemer gecontacteerd te worden: de aannemer krijgt geen naam of telefoonnummer en belt ons kantoor voor de toegang.',
    closed: 'Deze melding is afgesloten; doorsturen kan niet meer.',
    choose: 'Aannemer',
    proposed: 'Voorgesteld voor deze categorie en dit gebouw',
    noneProposed: 'Geen aannemer in de lijst herstelt deze categorie in dit gebouw.',
    others: 'Andere aannemers',
    isCurrent: 'huidige aannemer',
    chooseOne: 'Kies de aannemer naar wie u de melding doorstuurt.',
    noContractors: 'Er staan nog geen aannemers in de lijst (content/meldingen/aannemers.json).',
    note: 'Nota voor de aannemer (optioneel)',
    noteHint:
      'Bijvoorbeeld hoe hij binnenkomt of wat al geprobeerd werd. De aannemer leest ze in zijn e-mail en op zijn pagina.',
    replaces: (name: string) => `${name} krijgt bericht dat de opdracht vervalt.`,
    submit: (name: string | null) => (name ? `Doorsturen naar ${name}` : 'Doorsturen'),
    sent: (name: string) => `De opdracht is doorgestuurd naar ${name}, die een e-mail krijgt om ze te aanvaarden.`,
    alreadySent: (name: string) => `${name} heeft deze opdracht al; er is niets opnieuw verstuurd.`,
  },
  contractor: {
    resident: 'Contact bewoner',
    residentUnit: (unit: string) => `appartement of kavel ${unit}`,
    noResidentContact: (phone: string) =>
      `De bewoner gaf geen toestemming om gecontacteerd te worden: voor de toegang tot het gebouw of een afspraak belt u ons kantoor op ${phone}.`,
    staffNote: 'Nota van de beheerder',
    photos: "Foto's",
    photoCount: (count: number) =>
      count === 0
        ? "Geen foto's bij deze melding."
        : `${count} ${count === 1 ? 'foto' : "foto's"}: ze staan in de e-mail.`,
    firmContact: 'Vragen over deze opdracht?',
    firmContactLine: 'Bel of mail ons kantoor:',
    yourJob: 'Stand van de opdracht',
    notYetAccepted: 'U hebt deze opdracht nog niet aanvaard.',
    accept: 'Opdracht aanvaarden',
    decline: 'Weigeren',
    declineReason: 'Waarom weigert u de opdracht?',
    declineReasonHint:
      'Bijvoorbeeld: niet ons vak, of geen tijd binnen een redelijke termijn. De beheerder leest uw antwoord.',
    declineSubmit: 'Weigering versturen',
    cancel: 'Annuleren',
    planTitle: 'Wanneer komt u?',
    replanTitle: 'Andere datum',
    plannedDate: 'Datum',
    plannedWindow: 'Tijdstip (optioneel)',
    plannedWindowHint: 'Bijvoorbeeld: tussen 8 en 12 uur. De bewoner ziet de datum en het tijdstip.',
    planSubmit: 'Datum doorgeven',
    dateFromToday: 'Kies vandaag of een latere dag.',
    planned: (when: string) => `Gepland: ${when}.`,
    doneTitle: 'Werk uitgevoerd melden',
    doneNote: 'Wat hebt u gedaan? (optioneel)',
    doneNoteHint: 'De beheerder en de bewoner lezen deze nota.',
    donePhotos: "Foto's van het uitgevoerde werk (optioneel)",
    doneSubmit: 'Werk uitgevoerd melden',
    accepted: 'U hebt de opdracht aanvaard. Geef hieronder door wanneer u komt.',
    alreadyAccepted: 'U had deze opdracht al aanvaard; er is niets gewijzigd.',
    declined: 'U hebt de opdracht geweigerd. Dank u om het te laten weten.',
    plannedNow: (when: string) => `De datum is doorgegeven: ${when}. De bewoner ziet ze bij de status van de melding.`,
    plannedAlready: 'Deze datum was al doorgegeven; er is niets gewijzigd.',
    doneAlready: 'Dit werk was al als uitgevoerd gemeld; er is niets opnieuw verstuurd.',
    doneNow: 'Dank u. Het werk is gemeld als uitgevoerd; de bewoner krijgt de vraag of het probleem opgelost is.',
    stateDeclined: (reason: string | null) =>
      `U hebt deze opdracht geweigerd${reason ? ` (‘${reason}’)` : ''}. Voor vragen kunt u ons kantoor bellen.`,
    stateDone: (at: string) => `U meldde het werk als uitgevoerd op ${at}. Dank u.`,
    stateClosed: 'Deze melding is afgesloten; aan deze opdracht verandert niets meer.',
  },
  confirmation: {
    doneAt: 'Werk uitgevoerd gemeld op',
    contractorNote: 'Nota van de aannemer',
    question: 'Is het probleem opgelost?',
    yes: 'Ja, het is opgelost',
    no: 'Nee, nog niet',
    explanation: 'Wat is er nog niet in orde?',
    explanationHint: 'Kort: wat u nog ziet of wat niet werkt. De beheerder leest uw toelichting.',
    sendNo: 'Toelichting versturen',
    cancel: 'Annuleren',
    waitNote: (days: number) =>
      `Krijgen wij binnen ${days} dagen nadat het werk als uitgevoerd werd gemeld geen antwoord, dan sluiten wij de melding vanzelf af.`,
    solvedNow: 'Dank u. Uw melding is afgesloten.',
    notSolvedNow: 'Dank u. Uw melding staat opnieuw in behandeling; de beheerder leest uw toelichting.',
    answeredSolved: 'U liet weten dat het probleem opgelost is. De melding is afgesloten.',
    answeredNotSolved: 'U liet weten dat het probleem nog niet opgelost is. De melding staat opnieuw in behandeling.',
    answeredAuto: (days: number) =>
      `Deze melding werd vanzelf afgesloten, omdat wij binnen ${days} dagen geen antwoord kregen. Is het probleem er nog, meld het dan opnieuw met vermelding van dit referentienummer.`,
    satisfaction: 'Hoe tevreden bent u over de afhandeling van uw melding?',
    satisfactionHint: 'Eén klik volstaat; u kunt één keer een score geven.',
    scores: ['zeer ontevreden', 'ontevreden', 'neutraal', 'tevreden', 'zeer tevreden'],
    scoreName: (score: number, label: string) => `${score} — ${label}`,
    rated: 'Dank u voor uw score.',
  },
} as const;
