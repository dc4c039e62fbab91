import BusinessIcon from '@mui/icons-material/Business';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EuroIcon from '@mui/icons-material/Euro';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import SchoolIcon from '@mui/icons-material/School';
import type { SvgIconComponent } from '@mui/icons-material';
import type { CardIcon } from '../../lib/content/pageBlocks';

/** The pictures a writer may put on a card (`icon:` in a cards block), by the name content/README.md lists. */
export const CARD_ICON_COMPONENTS: Record<CardIcon, SvgIconComponent> = {
  team: GroupsIcon,
  kantoor: BusinessIcon,
  opleiding: SchoolIcon,
  document: DescriptionOutlinedIcon,
  euro: EuroIcon,
  juridisch: GavelIcon,
  technisch: BuildOutlinedIcon,
};
