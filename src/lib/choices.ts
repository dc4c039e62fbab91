/**
 * The fixed lists a form offers (what is broken, the kind of building…): each value the API accepts with the label
 * the form and the e-mails show. No zod here: the pages and the build read the lists without the schemas.
 */

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** A list of at least one choice; write it `[…] as const satisfies ChoiceList` so its values keep their own types. */
export type ChoiceList<V extends string = string> = readonly [Choice<V>, ...Choice<V>[]];

/** The values of a list of choices, in its order. */
export function choiceValues<V extends string>(choices: ChoiceList<V>): [V, ...V[]] {
  return choices.map((choice) => choice.value) as [V, ...V[]];
}

/** The label of a chosen value, for the e-mails and the message list; an unknown value is shown as it is. */
export function choiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
