import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { QaPair } from '@viva/contracts';
import type { QuestionLists as Lists } from './practice-api.ts';

const SECTIONS = [
  { key: 'standard', title: 'Standard Interview Questions', empty: 'No standard questions available' },
  {
    key: 'cv',
    title: 'CV-Specific Questions',
    empty: 'No CV-specific questions available. Upload a CV to generate personalized questions.',
  },
  {
    key: 'specs',
    title: 'Job Specs Specific Questions',
    empty: 'No job specs questions available. Upload a job specification to generate relevant questions.',
  },
] as const;

/** The right-hand side of spec part 2 §2.8: three collapsible lists with their empty texts. */
export function QuestionLists({ lists }: { lists: Lists }) {
  return (
    <>
      {SECTIONS.map((section) => (
        <Accordion key={section.key} defaultExpanded={section.key === 'cv'} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${section.key}-questions-header`}
            aria-controls={`${section.key}-questions-content`}
          >
            <Typography component="h2" variant="subtitle1">
              {section.title} ({lists[section.key].length})
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${section.key}-questions-content`}>
            <QuestionList pairs={lists[section.key]} empty={section.empty} />
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}

function QuestionList({ pairs, empty }: { pairs: QaPair[]; empty: string }) {
  if (pairs.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {pairs.map((pair, index) => (
        <ListItem key={`${index}-${pair.question}`} disableGutters>
          <ListItemText primary={pair.question} />
        </ListItem>
      ))}
    </List>
  );
}
