import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  buildingPartChoices,
  defectCategoryChoices,
  defectReportSchema,
  emptyDefectReport,
  PHOTO_FIELD,
  REPORT_FIELD_LIMITS,
  reporterRoleChoices,
  type DefectReportFormValues,
} from '../../lib/forms/defectReportSchema';
import {
  contractorContactTexts,
  reportFormMessages,
  sendErrorMessages,
  validationMessages,
} from '../../lib/uiText/dutchMessages';
import { BUILDING_LOOKUP_ENDPOINT, HONEYPOT_FIELD, messageEndpoints } from '../../lib/forms/messageKinds';
import { buildingAddress, type ReportBuilding } from '../../lib/reports/reportBuildings';
import { EMERGENCY_PRICE, emergencyPhone } from '../../lib/emergency/emergencyLine';
import { routes } from '../../lib/routes';
import { hydratedMark, island, useHydrated } from '../../runtime';
import { CheckboxField } from '../forms/CheckboxField';
import { ChoiceField } from '../forms/ChoiceField';
import { FieldGroup } from '../forms/FieldGroup';
import { HoneypotField } from '../forms/HoneypotField';
import { PrivacyConsentField } from '../forms/PrivacyConsentField';
import { SenderFields } from '../forms/SenderFields';
import { SubmitButton } from '../forms/SubmitButton';
import { TextInputField } from '../forms/TextInputField';
import { useMessageForm } from '../forms/useMessageForm';
import { useMessageSubmit, type MessageGuards, type SendOutcome } from '../forms/useMessageSubmit';
import { useOpenEmergencyDialog } from '../emergency/EmergencyDialogProvider';
import { RecaptchaNotice } from '../recaptcha/RecaptchaNotice';
import { uploadWithProgress } from './photoDownscale';
import { PhotoPicker, UploadProgress, usePhotoSelection } from './PhotoPicker';

export interface ReportFormTexts {
  urgent: { title: string; intro?: string };
  building: { title: string; intro?: string };
  what: { title: string; intro?: string };
  parts: { title: string; text: string };
  photos: { title: string; intro?: string };
  reporter: { title: string; intro?: string };
}

// The building's known problems above the form: their code is fetched only once a building is known.
const KnownProblemsBox = island(
  () =>
    import(/* webpackChunkName: "known-problems" */ './knownProblems/KnownProblemsBox').then((m) => m.KnownProblemsBox),
  'intent',
);

type BuildingState =
  { kind: 'none' } | { kind: 'found'; building: ReportBuilding } | { kind: 'unknown'; message: string };

/**
 * The defect report: five steps, each a fieldset, photos downscaled here and uploaded with progress; once
 * the building is known, its known problems above the form.
 * `urgentGuide`: whom to call for what, shown in the first step (a 'never' island: static, none of its code here).
 */
export function ReportForm({ texts, urgentGuide }: { texts: ReportFormTexts; urgentGuide?: React.ReactNode }) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useMessageForm<DefectReportFormValues>(defectReportSchema, emptyDefectReport);
  const hydrated = useHydrated();
  const openEmergencyDialog = useOpenEmergencyDialog();
  const [building, setBuilding] = React.useState<BuildingState>({ kind: 'none' });
  const photoSelection = usePhotoSelection();
  const { photos, setError: setPhotoError } = photoSelection;
  const [progress, setProgress] = React.useState<number | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);

  // ?gebouw=CODE from the QR code in the hall.
  React.useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('gebouw')?.trim();
    if (!code) return;
    setValue('buildingCode', code);
    fetch(`${BUILDING_LOOKUP_ENDPOINT}/${encodeURIComponent(code)}`, { credentials: 'include' })
      .then(async (res) => {
        if (res.ok) setBuilding({ kind: 'found', building: (await res.json()) as ReportBuilding });
        else {
          setValue('buildingCode', '');
          setBuilding({ kind: 'unknown', message: validationMessages.unknownBuilding });
        }
      })
      .catch(() => {
        setValue('buildingCode', '');
        setBuilding({ kind: 'unknown', message: reportFormMessages.buildingLookupFailed });
      });
  }, [setValue]);

  const changeBuilding = () => {
    setValue('buildingCode', '');
    setBuilding({ kind: 'none' });
  };

  // Multipart with the photos, so that the upload can show its progress; the server's words for a refused field go
  // beside that field, and its sentence (or ours) into the alert above the button.
  const sendReport = async (values: DefectReportFormValues, guards: MessageGuards): Promise<SendOutcome> => {
    setFormError(null);
    setPhotoError(null);
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined && value !== '') body.append(key, String(value));
    }
    if (guards.recaptchaToken) body.append('recaptchaToken', guards.recaptchaToken);
    body.append(HONEYPOT_FIELD, guards.honeypot);
    for (const photo of photos) body.append(PHOTO_FIELD, photo.blob, photo.name);
    setProgress(0);
    try {
      const { status, json } = await uploadWithProgress(messageEndpoints.report, body, setProgress);
      if (status === 202 && typeof json.reference === 'string') return { sent: true, reference: json.reference };
      const fields = (json.fields ?? {}) as Record<string, string>;
      for (const [field, message] of Object.entries(fields)) {
        if (field === PHOTO_FIELD) setPhotoError(message);
        else if (field === 'buildingCode') {
          setValue('buildingCode', '');
          setBuilding({ kind: 'unknown', message });
        } else setError(field as keyof DefectReportFormValues, { message });
      }
      return { sent: false, message: typeof json.message === 'string' ? json.message : sendErrorMessages.reportFailed };
    } finally {
      setProgress(null);
    }
  };
  const { submit, honeypotRef, recaptchaEnabled } = useMessageSubmit<DefectReportFormValues>({
    kind: 'report',
    thankYouPath: routes.meldenBedankt,
    failureMessage: sendErrorMessages.reportFailed,
    send: sendReport,
    showFailure: setFormError,
  });

  const addressFields = building.kind !== 'found';
  return (
    // Lines a resident can read: the form keeps to a column on wide screens.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 760 }}>
      {/* What to do in an emergency comes first; it has no field, so it is not part of the form. */}
      <FieldGroup id="melden-dringend" title={texts.urgent.title} intro={texts.urgent.intro}>
        {urgentGuide}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button variant="contained" color="error" href="tel:112">
            Bel 112
          </Button>
          <Button variant="outlined" color="error" onClick={openEmergencyDialog}>
            Noodnummer {emergencyPhone.display} ({EMERGENCY_PRICE})
          </Button>
        </Box>
      </FieldGroup>
      {/* Between the emergency and the form (not in it: its follow form is a form of its own), below the fold of a
          first view, so its late arrival moves nothing the visitor sees. */}
      {building.kind === 'found' && <KnownProblemsBox building={building.building.code} />}
      <Box
        component="form"
        method="post"
        noValidate
        {...hydratedMark(hydrated)}
        aria-label="Meldingsformulier"
        onSubmit={handleSubmit(submit)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        <FieldGroup id="melden-gebouw" title={texts.building.title} intro={texts.building.intro}>
          <input type="hidden" {...register('buildingCode')} />
          {building.kind === 'found' && (
            <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="gebouw-gekozen">
              <Typography sx={{ fontWeight: 700 }}>{building.building.name}</Typography>
              <Typography>{buildingAddress(building.building)}</Typography>
              <Button variant="text" onClick={changeBuilding} sx={{ mt: 1, px: 0 }}>
                {reportFormMessages.changeBuilding}
              </Button>
            </Box>
          )}
          {building.kind === 'unknown' && (
            <Alert severity="warning" sx={{ mb: 2 }} role="status">
              {building.message}
            </Alert>
          )}
          {addressFields && (
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, sm: 8 }}>
                <TextInputField
                  id="melden-straat"
                  label="Straat"
                  required
                  autoComplete="address-line1"
                  maxLength={REPORT_FIELD_LIMITS.street}
                  name="street"
                  register={register}
                  error={errors.street?.message}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextInputField
                  id="melden-huisnummer"
                  label="Huisnummer"
                  required
                  maxLength={REPORT_FIELD_LIMITS.houseNumber}
                  name="houseNumber"
                  register={register}
                  error={errors.houseNumber?.message}
                />
              </Grid>
              <Grid size={12}>
                <TextInputField
                  id="melden-gemeente"
                  label="Gemeente"
                  required
                  autoComplete="address-level2"
                  maxLength={REPORT_FIELD_LIMITS.municipality}
                  name="municipality"
                  register={register}
                  error={errors.municipality?.message}
                />
              </Grid>
            </Grid>
          )}
        </FieldGroup>

        <FieldGroup id="melden-wat" title={texts.what.title} intro={texts.what.intro}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <ChoiceField
              id="melden-categorie"
              name="category"
              control={control}
              legend="Soort probleem"
              choices={defectCategoryChoices}
              required
            />
            <ChoiceField
              id="melden-deel"
              name="part"
              control={control}
              legend="Waar zit het probleem?"
              choices={buildingPartChoices}
              required
            />
            <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{texts.parts.title}</Typography>
              <Typography variant="body2">{texts.parts.text}</Typography>
            </Box>
            <TextInputField
              id="melden-plaats"
              label="Plaats in het gebouw"
              hint="Bijvoorbeeld: kelder, 3de verdieping, inkomhal"
              required
              maxLength={REPORT_FIELD_LIMITS.location}
              name="location"
              register={register}
              error={errors.location?.message}
            />
            <TextInputField
              id="melden-beschrijving"
              label="Beschrijving"
              required
              rows={5}
              maxLength={REPORT_FIELD_LIMITS.description}
              name="description"
              register={register}
              error={errors.description?.message}
            />
          </Box>
        </FieldGroup>

        <FieldGroup id="melden-fotos" title={texts.photos.title} intro={texts.photos.intro}>
          <PhotoPicker id="melden-fotos" selection={photoSelection} />
        </FieldGroup>

        <FieldGroup id="melden-wie" title={texts.reporter.title} intro={texts.reporter.intro}>
          <Grid container spacing={2.5}>
            <SenderFields idPrefix="melden" register={register} errors={errors} />
            <Grid size={12}>
              <ChoiceField
                id="melden-rol"
                name="role"
                control={control}
                legend="U bent"
                choices={reporterRoleChoices}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInputField
                id="melden-eenheid"
                label="Appartement of kavel (niet verplicht)"
                maxLength={REPORT_FIELD_LIMITS.unit}
                name="unit"
                register={register}
                error={errors.unit?.message}
              />
            </Grid>
          </Grid>
          <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
            <CheckboxField
              id="melden-aannemer-contact"
              name="contractorMayContact"
              control={control}
              label={contractorContactTexts.label}
              hint={contractorContactTexts.hint}
            />
            <PrivacyConsentField id="melden-privacy" name="privacyAccepted" control={control} purpose="report" />
          </Box>
        </FieldGroup>

        <HoneypotField id="melden-website" ref={honeypotRef} />
        {progress !== null && <UploadProgress id="melden-voortgang" percent={progress} />}
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <SubmitButton submitting={isSubmitting}>Melding versturen</SubmitButton>
        {recaptchaEnabled && <RecaptchaNotice />}
      </Box>
    </Box>
  );
}
