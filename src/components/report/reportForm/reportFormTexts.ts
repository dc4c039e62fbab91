/** A step's heading and the sentence under it, from the page's words (content/pages/melden.md). */
export interface StepTexts {
  title: string;
  intro?: string;
}

/** The words of the report form's steps. */
export interface ReportFormTexts {
  urgent: StepTexts;
  building: StepTexts;
  what: StepTexts;
  parts: { title: string; text: string };
  photos: StepTexts;
  reporter: StepTexts;
}
