import * as React from 'react';
import { VacancyList } from '../VacancyList';
import { titledBlockView } from './bands';

export const vacanciesBlock = titledBlockView<'vacancies'>(({ sources }) => (
  <VacancyList vacancies={sources.vacancies} />
));
