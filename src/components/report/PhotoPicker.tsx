import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { PHOTO_LIMITS } from '../../lib/forms/photoLimits';
import { reportFormMessages } from '../../lib/uiText/dutchMessages';
import { downscalePhoto, type SelectedPhoto } from './photoDownscale';
import { StatusNote } from './StatusNote';

/** Photos chosen for an upload: downscaled as they are picked, at most PHOTO_LIMITS.count. */
export interface PhotoSelection {
  photos: SelectedPhoto[];
  /** Photos the browser could not downscale, said once each. */
  notes: string[];
  error: string | null;
  setError: (message: string | null) => void;
  add: (files: File[]) => Promise<void>;
  remove: (id: string) => void;
}

export function usePhotoSelection(): PhotoSelection {
  const [photos, setPhotos] = React.useState<SelectedPhoto[]>([]);
  const [notes, setNotes] = React.useState<string[]>([]);
  const [error, setError] = React.useState<string | null>(null);

  const add = async (files: File[]) => {
    setError(null);
    const room = PHOTO_LIMITS.count - photos.length;
    if (files.length > room) setError(reportFormMessages.photoLimitReached(PHOTO_LIMITS.count));
    const added = await Promise.all(files.slice(0, Math.max(0, room)).map(downscalePhoto));
    setPhotos((current) => [...current, ...added].slice(0, PHOTO_LIMITS.count));
    setNotes((current) => [
      ...current,
      ...added.filter((p) => p.asIs).map((p) => reportFormMessages.photoNotDecoded(p.name)),
    ]);
  };

  const remove = (id: string) => {
    setPhotos((current) => {
      const photo = current.find((p) => p.id === id);
      if (photo?.previewUrl) URL.revokeObjectURL(photo.previewUrl);
      return current.filter((p) => p.id !== id);
    });
    setError(null);
  };

  return { photos, notes, error, setError, add, remove };
}

/**
 * The photo step: one button that opens the file input (which offers the camera on a phone), the count, the
 * refusals, and the chosen photos with a button each to remove them. `id` names the count and the error.
 */
export function PhotoPicker({ id, selection }: { id: string; selection: PhotoSelection }) {
  // The real file input is opened by the button, so it has one accessible control.
  const fileInput = React.useRef<HTMLInputElement>(null);
  const { photos, notes, error } = selection;
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void selection.add(files);
  };
  return (
    <>
      <input ref={fileInput} type="file" accept="image/*" multiple hidden onChange={pick} data-testid="foto-invoer" />
      <Button
        variant="outlined"
        onClick={() => fileInput.current?.click()}
        disabled={photos.length >= PHOTO_LIMITS.count}
        aria-describedby={`${id}-status`}
      >
        Foto's kiezen of nemen
      </Button>
      <Typography id={`${id}-status`} variant="body2" sx={{ mt: 1 }} role="status">
        {photos.length} van {PHOTO_LIMITS.count} foto's gekozen
      </Typography>
      {error && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }} id={`${id}-fout`}>
          {error}
        </Typography>
      )}
      {notes.map((note) => (
        <StatusNote key={note} severity="info" sx={{ mt: 1 }}>
          {note}
        </StatusNote>
      ))}
      {photos.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            mt: 2,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
            gap: 1.5,
          }}
        >
          {photos.map((photo) => (
            <Box
              component="li"
              key={photo.id}
              sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}
            >
              {photo.previewUrl ? (
                <Box
                  component="img"
                  src={photo.previewUrl}
                  alt={`Voorbeeld van ${photo.name}`}
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Box
                  sx={{
                    aspectRatio: '1',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: 12,
                    wordBreak: 'break-all',
                  }}
                >
                  {photo.name}
                </Box>
              )}
              <IconButton
                aria-label={reportFormMessages.removePhoto(photo.name)}
                onClick={() => selection.remove(photo.id)}
                size="small"
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * How far an upload with photos is, in words and as a bar: the browser's own <progress> (a progressbar to assistive
 * technology), which weighs nothing, where MUI's LinearProgress was ~2 KB gzipped on /melden and /aannemer.
 */
export function UploadProgress({ id, percent }: { id: string; percent: number }) {
  return (
    <Box>
      <Typography variant="body2" id={id}>
        {reportFormMessages.uploading(percent)}
      </Typography>
      <Box
        component="progress"
        value={percent}
        max={100}
        aria-labelledby={id}
        sx={{ display: 'block', width: '100%', height: 8, accentColor: (t) => t.palette.primary.main }}
      />
    </Box>
  );
}
