import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { reportStatusPageTexts, timelineTexts } from '../../lib/uiText/dutchMessages';
import type { ReportTimeline } from '../../lib/reports/reportStatus';
import { formatDay, formatMoment } from './reportDates';

const texts = reportStatusPageTexts.lookup;

/** A report as its reporter may see it again: the building, the category and the steps, newest last. */
export function ReportTimelineView({ timeline }: { timeline: ReportTimeline }) {
  const headingId = 'melding-tijdlijn';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" tabIndex={-1} sx={{ fontSize: '1.5rem', mb: 2 }}>
        {texts.timelineTitle(timeline.reference)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0, mb: 3 }}>
        <dt>{texts.building}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {timeline.building}
        </Box>
        <dt>{texts.category}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {timeline.category}
        </Box>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: '3px solid', borderColor: 'primary.main' }}>
        {timeline.steps.map((step, index) => (
          <Box component="li" key={`${step.status}-${step.at}-${index}`} sx={{ pl: 2.5, pb: 3, position: 'relative' }}>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {step.label}
            </Typography>
            <Typography component="p" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
              <time dateTime={new Date(step.at).toISOString()}>{formatMoment(step.at)}</time>
            </Typography>
            <Typography component="p" sx={{ mt: 0.5 }}>
              {step.explanation}
            </Typography>
            {step.plannedDate && (
              <Typography component="p" sx={{ mt: 0.5 }}>
                {texts.plannedDate}: <time dateTime={step.plannedDate}>{formatDay(step.plannedDate)}</time>
                {step.plannedWindow && `, ${step.plannedWindow}`}
              </Typography>
            )}
            {step.note && (
              <Typography component="p" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                {step.channel === 'resident' ? timelineTexts.residentNote : texts.note}: {step.note}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {timeline.notesHidden && (
        <Typography component="p" sx={{ mt: 1 }}>
          {timelineTexts.notesHidden}
        </Typography>
      )}
      <Typography component="p" sx={{ mt: 1 }}>
        {timelineTexts.replyToManager}
      </Typography>
    </Box>
  );
}
