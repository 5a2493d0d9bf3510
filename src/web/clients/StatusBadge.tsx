/** The shared status badge (components/StatusBadge): one look for every list. */
export { StatusBadge } from '../components/StatusBadge';
