// /book-properties: the hotel search. A search in the address (a shared link, Back from the results) fills the
// form; a search the rules accept goes to /properties-results with its criteria in the query string.
import { useContext, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { criteriaQuery, parseCriteria } from '@/model/hotel-search/criteria';
import type { TemplateProps } from '@/templates/template-props';
import { useHotelPageView } from '@/templates/hotels/use-hotel-page-view';
import { ActiveRoutesContext, resolveRoutePath } from '@/ui/route-links';
import { SearchForm } from './search-form';
import '@/templates/templates.css';

export default function BookPropertiesTemplate({ title, routeId }: TemplateProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const routes = useContext(ActiveRoutesContext);
  const criteria = useMemo(() => parseCriteria(search), [search]);
  // Nothing to wait for: the search page's view carries the search of its address, if any.
  useHotelPageView(routeId, true, { search: criteria });
  return (
    <div className="page book-properties" data-template="book-properties">
      <h1>{title}</h1>
      <SearchForm
        initial={criteria}
        onSearch={(next) => {
          const path = resolveRoutePath(routes, 'properties-results');
          if (path) void navigate(`${path}?${criteriaQuery(next)}`);
        }}
      />
    </div>
  );
}
