import {
  BUILDING_UPDATE_MAX,
  FOLLOW_CONFIRM_LINK_VALID_DAYS,
  KNOWN_PROBLEM_TITLE_MAX,
} from '../reports/knownProblemLinks';

/**
 * The labels and answers of the known problems: the box 'Al gemeld in dit gebouw' on /melden with its
 * follow form, the pages the follower's and the staff's links open (/melden/volgen, /melden/afmelden,
 * /melden/samenvoegen), and the staff's box on /melden/status/wijzigen and /melden/doorsturen. The pages' titles and
 * leads are in content/pages/. A module of its own, like repairLoopMessages: dutchMessages is in the chunk every form
 * page loads, and these words are only needed once a building is known or a link is opened.
 */
export const knownProblemTexts = {
  box: {
    title: 'Al gemeld in dit gebouw',
    intro:
      'Deze problemen zijn al bij ons bekend en worden opgevolgd. Hebt u hetzelfde probleem? Dan hoeft u het niet opnieuw te melden: volg de melding en u krijgt elk nieuw bericht erover per e-mail. Gaat het om iets anders, vul dan het formulier hieronder in.',
    /** Said once, politely, when the list appears above the form (it may come after the page has loaded). */
    announced: (count: number) =>
      count === 1
        ? 'In dit gebouw is al 1 probleem gemeld; het staat boven het formulier.'
        : `In dit gebouw zijn al ${count} problemen gemeld; ze staan boven het formulier.`,
    status: 'Status',
    planned: 'Herstelling gepland op',
    update: 'Laatste bericht van de beheerder',
    follow: 'Ik heb hetzelfde probleem: volg deze melding',
  },
  follow: {
    /** The follow form's name, read with the problem's title. */
    formLabel: (title: string) => `Volgen: ${title}`,
    email: 'Uw e-mailadres',
    emailHint: `Wij sturen eerst een e-mail met een link om te bevestigen; pas daarna volgt u de melding. De link werkt ${FOLLOW_CONFIRM_LINK_VALID_DAYS} dagen.`,
    submit: 'Melding volgen',
    sending: 'Bezig met versturen...',
    cancel: 'Annuleren',
    sent: (email: string) =>
      `Bijna klaar: wij stuurden een e-mail naar ${email}. Klik op de link in die e-mail om te bevestigen dat u deze melding wilt volgen. Geen e-mail gekregen? Kijk ook bij uw ongewenste e-mail.`,
    failed:
      'Het versturen is niet gelukt. Probeer het over enkele minuten opnieuw, of meld het probleem met het formulier hieronder.',
  },
  /** /melden/volgen: the follower confirms the address with the link in the mail. */
  confirm: {
    question: 'Bevestig dat u deze melding wilt volgen.',
    submit: 'Ja, ik volg deze melding',
    confirmed: (title: string, building: string) =>
      `Bevestigd: u volgt nu ‘${title}’ in ${building}. U krijgt een e-mail bij elke nieuwe stap en bij elk bericht van de beheerder aan het gebouw. Afmelden kan met de link onderaan elke e-mail.`,
    unchanged: (title: string) => `U volgde ‘${title}’ al; er is niets gewijzigd.`,
    status: (label: string) => `Huidige status: ${label}.`,
  },
  /** /melden/afmelden: the link at the foot of every follower's mail. */
  unsubscribe: {
    question: 'Wilt u geen e-mails meer krijgen over deze melding?',
    submit: 'Afmelden',
    removed: (title: string | null) =>
      title
        ? `U bent afgemeld: u krijgt geen e-mails meer over ‘${title}’. Uw e-mailadres is bij deze melding gewist.`
        : 'U bent afgemeld: u krijgt geen e-mails meer over deze melding. Uw e-mailadres is bij deze melding gewist.',
    unchanged: 'U was al afgemeld; u krijgt geen e-mails meer over deze melding.',
  },
  /** /melden/samenvoegen: staff merge a new report into the one it repeats, from the button in their mail. */
  merge: {
    duplicate: 'Nieuwe melding (dubbel)',
    original: 'Oorspronkelijke melding',
    building: 'Gebouw',
    category: 'Categorie',
    place: 'Plaats in het gebouw',
    receivedAt: 'Ontvangen op',
    status: 'Status',
    explanation: (duplicate: string, original: string) =>
      `Na het samenvoegen wordt ${duplicate} afgesloten als ‘Samengevoegd met ${original}’. Wie ${duplicate} meldde, volgt voortaan ${original} en krijgt daarover één e-mail. De beschrijving en de foto's van ${duplicate} krijgt u als aanvulling bij ${original}; niets ervan wordt publiek getoond.`,
    submit: (original: string) => `Samenvoegen met ${original}`,
    merged: (duplicate: string, original: string) =>
      `${duplicate} is samengevoegd met ${original}. De melder volgt voortaan ${original} en krijgt daarover een e-mail.`,
    alreadyMerged: (duplicate: string, original: string) =>
      `${duplicate} is al samengevoegd met ${original}; er is niets opnieuw gewijzigd of verstuurd.`,
    closed: 'Een van beide meldingen is intussen afgesloten; samenvoegen kan niet meer.',
  },
  /** The staff's box on the status-change and send-on pages. */
  staff: {
    title: 'Gekend probleem van het gebouw',
    show: 'Tonen als gekend probleem op de meldpagina van dit gebouw',
    showHint:
      'Bewoners die het gebouw melden, zien dan de titel, de status, de geplande datum en uw berichten aan het gebouw, en kunnen de melding volgen in plaats van ze opnieuw te melden. Niets van wat de melder schreef, wordt getoond.',
    publicTitle: 'Titel voor de bewoners',
    publicTitleHint: `Kort en zonder namen, bijvoorbeeld ‘Lift buiten dienst’. Hoogstens ${KNOWN_PROBLEM_TITLE_MAX} tekens.`,
    save: 'Opslaan',
    shownNow: 'De melding staat als gekend probleem op de meldpagina van het gebouw.',
    hiddenNow: 'De melding staat niet op de meldpagina van het gebouw.',
    followers: 'Volgers met een bevestigd e-mailadres',
    lastUpdate: 'Laatste bericht aan het gebouw',
    noUpdate: 'Nog geen',
    updateTitle: 'Bericht aan het hele gebouw',
    updateText: 'Bericht',
    updateHint: `Gaat per e-mail naar de melder en naar iedereen die de melding volgt, en staat bij het gekende probleem op de meldpagina zolang de melding daar getoond wordt. Bijvoorbeeld: ‘De lift wordt donderdag hersteld.’ Hoogstens ${BUILDING_UPDATE_MAX} tekens.`,
    updateSubmit: 'Bericht versturen',
    updateSent: (followers: number) =>
      followers === 0
        ? 'Het bericht is verstuurd naar de melder.'
        : `Het bericht is verstuurd naar de melder en naar ${followers} ${followers === 1 ? 'volger' : 'volgers'}.`,
    closed:
      'Deze melding is afgesloten: ze staat niet meer op de meldpagina van het gebouw en een bericht aan het gebouw kan niet meer.',
    failed: 'Het opslaan is niet gelukt; er is niets gewijzigd. Probeer het over enkele minuten opnieuw.',
  },
} as const;
