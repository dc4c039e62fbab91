import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { knownProblemTexts } from '../../../lib/uiText/knownProblemMessages';
import type { KnownProblem } from '../../../lib/reports/knownProblems';
import { FactList } from '../FactList';
import { formatDay, formatMoment } from '../reportDates';
import { FollowForm } from './FollowForm';
import { fetchKnownProblems } from './knownProblemsApi';

const texts = knownProblemTexts.box;

/** One known problem: what staff wrote, its status and date, and the button that opens the follow form under it. */
function KnownProblemItem({ problem }: { problem: KnownProblem }) {
  const [following, setFollowing] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  const formId = `volgen-${problem.id}`;
  const headingId = `gekend-${problem.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} component="h4" variant="h4" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {problem.title}
      </Typography>
      <FactList
        facts={[
          [texts.status, problem.statusLabel],
          !!problem.plannedDate && [texts.planned, formatDay(problem.plannedDate)],
          !!problem.update && [texts.update, `${problem.update.text} (${formatMoment(problem.update.at)})`],
        ]}
      />
      <Button
        ref={button}
        variant="outlined"
        aria-expanded={following}
        aria-controls={following ? formId : undefined}
        onClick={() => setFollowing((open) => !open)}
        sx={{ textAlign: 'left' }}
      >
        {texts.follow}
      </Button>
      {following && (
        <Box id={formId} sx={{ mt: 2, maxWidth: 560 }}>
          <FollowForm
            problem={problem}
            onCancel={() => {
              setFollowing(false);
              button.current?.focus();
            }}
          />
        </Box>
      )}
    </Box>
  );
}

/**
 * 'Al gemeld in dit gebouw' above the report form, for the building the form knows: the building's known problems,
 * each of which can be followed instead of reported again. Nothing at all for a building without any, or while the
 * list is late or unavailable: the form never waits for it. The box comes in after the page has loaded, so a polite
 * status line says that it is there.
 */
export function KnownProblemsBox({ building }: { building: string }) {
  // The list with the building it belongs to, so another building's list never shows while its own is on its way.
  const [loaded, setLoaded] = React.useState<{ building: string; problems: KnownProblem[] } | null>(null);
  React.useEffect(() => {
    let current = true;
    void fetchKnownProblems(building).then((problems) => {
      if (current) setLoaded({ building, problems });
    });
    return () => {
      current = false;
    };
  }, [building]);
  const problems = loaded?.building === building ? loaded.problems : [];

  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {problems.length > 0 && texts.announced(problems.length)}
      </Box>
      {problems.length > 0 && (
        <Box
          component="section"
          aria-labelledby="al-gemeld-titel"
          data-testid="al-gemeld"
          sx={{ p: { xs: 2, sm: 3 }, bgcolor: '#eef3f8', borderRadius: 2 }}
        >
          <Typography id="al-gemeld-titel" component="h3" variant="h3" sx={{ mb: 1 }}>
            {texts.title}
          </Typography>
          <Typography sx={{ mb: 2.5 }}>{texts.intro}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {problems.map((problem) => (
              <KnownProblemItem key={problem.id} problem={problem} />
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
