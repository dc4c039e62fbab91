import * as React from 'react';
import Box from '@mui/material/Box';
import { buildingTypeChoices } from '../../lib/buildingKinds';
import { feeIndicationMessages as text } from '../../lib/uiText/feeIndicationMessages';
import { feeIndication, FEE_INPUT_LIMITS, parseFeeForm, type FeeForm } from '../../lib/tariffs/feeIndication';
import { formatEuro } from '../../lib/tariffs/money';
import { hydratedMark, useHydrated } from '../../runtime';
import { PriceWithVat, priceTableStyles } from '../tariffs/PriceWithVat';
import { siteTariffs as tariffs } from '../tariffs/siteTariffs';
import { carryIntoQuoteForm } from './quoteDraft';

const START: FeeForm = { kind: buildingTypeChoices[0].value, units: '', parkingSpaces: '', lifts: '' };
/** The live region speaks once the visitor stops typing, not at every digit. */
const ANNOUNCE_AFTER_MS = 900;
const NUMBER_FIELDS = ['units', 'parkingSpaces', 'lifts'] as const;

/** The form's values as the inputs hold them: the island hydrates late, so a visitor may have typed already. */
function readForm(form: HTMLFormElement): FeeForm {
  const data = new FormData(form);
  const read = (name: keyof FeeForm) => String(data.get(name) ?? START[name]);
  return { kind: read('kind'), units: read('units'), parkingSpaces: read('parkingSpaces'), lifts: read('lifts') };
}

/**
 * The fee indication above the quote form: kind of building and three numbers in, an indicative fee out (building
 * and per unit, per year and per month, incl. and excl. VAT), recomputed at every keystroke. The arithmetic is
 * src/lib/tariffs/feeIndication.ts; the button carries the numbers into the quote form below. Plain inputs styled
 * from here, not MUI's form components: sharing those with the forms made webpack regroup them into every page's
 * commons. The island hydrates once the page is idle; the inputs are uncontrolled, so what was typed stays. `notes`
 * is what does not change as the visitor types (a 'never' island).
 */
export function FeeIndication({ notes }: { notes?: React.ReactNode }) {
  const hydrated = useHydrated();
  const formRef = React.useRef<HTMLFormElement>(null);
  const [values, setValues] = React.useState<FeeForm>(START);
  const update = React.useCallback(() => {
    if (formRef.current) setValues(readForm(formRef.current));
  }, []);
  React.useEffect(update, [update]);

  const parsed = parseFeeForm(values);
  const result = parsed.ok ? feeIndication(tariffs, parsed.input) : null;
  const errors = parsed.ok ? {} : parsed.errors;

  const summary = result
    ? text.announce(formatEuro(result.building.yearly.incl), formatEuro(result.building.monthly.incl), tariffs.isSample)
    : '';
  const [announced, setAnnounced] = React.useState('');
  const pending = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => {
    pending.current = setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(pending.current);
  }, [summary]);

  const carry = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) {
      const first = (['kind', ...NUMBER_FIELDS] as const).find((name) => errors[name]) ?? 'units';
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const { kind, units, parkingSpaces, lifts } = parsed.input;
    carryIntoQuoteForm({
      buildingType: kind,
      unitCount: String(units),
      remarksLine: text.carriedRemarks(parkingSpaces, lifts),
    });
    // What was carried is said now; a figure still waiting to be announced is not said after it.
    clearTimeout(pending.current);
    setAnnounced(text.carried);
    const next = document.getElementById('quote-location');
    next?.scrollIntoView({ block: 'center' });
    next?.focus({ preventScroll: true });
  };

  const numberField = (name: (typeof NUMBER_FIELDS)[number], label: string, hint?: string) => {
    const id = `fee-${name}`;
    const error = errors[name];
    const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
    const { max } = FEE_INPUT_LIMITS[name];
    return (
      <div className="fee-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={String(max).length + 1}
          aria-invalid={!!error}
          aria-describedby={describedBy}
        />
        {error && (
          <p id={`${id}-error`} className="fee-error">
            {error}
          </p>
        )}
        {hint && (
          <p id={`${id}-hint`} className="fee-hint">
            {hint}
          </p>
        )}
      </div>
    );
  };

  return (
    <Box
      component="form"
      ref={formRef}
      aria-labelledby="kostprijs-title"
      {...hydratedMark(hydrated)}
      onInput={update}
      onChange={update}
      onSubmit={carry}
      sx={feeIndicationStyles}
    >
      <div className="fee-inputs">
        <fieldset>
          <legend>{text.kindLegend}</legend>
          {buildingTypeChoices.map((choice) => (
            <label key={choice.value} className="fee-choice">
              <input type="radio" name="kind" value={choice.value} defaultChecked={choice.value === START.kind} />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {numberField('units', text.unitsLabel, text.unitsHint)}
        <div className="fee-pair">
          {numberField('parkingSpaces', text.parkingLabel)}
          {numberField('lifts', text.liftsLabel)}
        </div>
      </div>

      <div className="fee-result">
        <Box component="table" sx={priceTableStyles}>
          <caption>{text.resultCaption}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{text.perYear}</th>
              <th scope="col">{text.perMonth}</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                [text.forBuilding, result?.building],
                [text.perUnit, result?.perUnit],
              ] as const
            ).map(([label, fee]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  <PriceWithVat amount={fee?.yearly ?? null} />
                </td>
                <td>
                  <PriceWithVat amount={fee?.monthly ?? null} />
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
        <p className="fee-hint fee-status">
          {!parsed.ok && parsed.hint}
          {result?.minimumApplies && text.minimumApplies}
        </p>
        <button type="submit" className="fee-carry" disabled={!hydrated}>
          {text.carry}
        </button>
        {notes}
        <span className="fee-live" role="status">
          {announced}
        </span>
      </div>
    </Box>
  );
}

/** One style object for the whole form: plain elements, no emotion class per field. */
const feeIndicationStyles = {
  display: 'grid',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
  bgcolor: '#fff',
  border: '1px solid #d5dde6',
  borderRadius: 3,
  p: { xs: 2, sm: 3, md: 4 },
  '& .fee-inputs': { display: 'grid', gap: 2.5, alignContent: 'start' },
  '& fieldset': { border: 0, m: 0, p: 0, minWidth: 0 },
  '& legend, & label': { fontWeight: 650, color: 'text.primary' },
  '& legend': { p: 0, mb: 0.5 },
  '& .fee-choice': { display: 'flex', alignItems: 'center', gap: 1.25, minHeight: 44, fontWeight: 400 },
  '& .fee-choice input': {
    width: 20,
    height: 20,
    m: 0,
    accentColor: (t: { palette: { primary: { main: string } } }) => t.palette.primary.main,
  },
  '& .fee-field': { display: 'grid', gap: 0.75 },
  '& .fee-field input': {
    font: 'inherit',
    minHeight: 48,
    px: 1.75,
    border: '1px solid #7a8897',
    borderRadius: 1,
    bgcolor: '#fff',
    color: 'text.primary',
    width: '100%',
    boxSizing: 'border-box',
  },
  '& .fee-field input[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2 },
  '& input:focus-visible, & button:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
  '& .fee-error': { m: 0, color: 'error.main', fontSize: '0.875rem', fontWeight: 600 },
  '& .fee-hint': { m: 0, color: 'text.secondary', fontSize: '0.875rem' },
  '& .fee-status': { mt: 1.5, minHeight: '1.5em' },
  // Side by side only where the column is wide enough for 'Garages en parkeerplaatsen' on one line.
  '& .fee-pair': { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr' } },
  '& .fee-result': { bgcolor: '#f6f8fb', border: '1px solid #d5dde6', borderRadius: 2, p: { xs: 2, md: 3 } },
  '& caption': { fontSize: '1.1rem' },
  '& .fee-carry': {
    mt: 1.5,
    font: 'inherit',
    fontWeight: 650,
    minHeight: 44,
    px: 2.75,
    py: 1,
    border: 0,
    borderRadius: 999,
    cursor: 'pointer',
    bgcolor: 'secondary.main',
    color: 'secondary.contrastText',
    textAlign: 'left',
    '&:hover': { bgcolor: 'secondary.dark' },
    '&:disabled': { opacity: 0.7, cursor: 'default' },
  },
  '& .fee-live': {
    // Visually hidden; '1px', not 1, which sx reads as 100%.
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
} as const;
