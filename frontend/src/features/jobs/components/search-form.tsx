import { useEffect, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { MAX_JOB_SEARCH_TEXT } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { EMPLOYMENT_TYPE_OPTIONS, EXPERIENCE_LEVEL_OPTIONS, type SearchCriteria } from '../utils/search-criteria';

function FilterSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as V)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The search form of spec section 2; 'Search Jobs' submits with page 1. */
export function SearchForm({
  criteria,
  onSearch,
  onClear,
}: {
  criteria: SearchCriteria;
  onSearch: (next: SearchCriteria) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState(criteria);
  // A new address (a link from the dashboard, Back, Clear Filters) shows its own search in the form.
  useEffect(() => setDraft(criteria), [criteria]);
  const set = <K extends keyof SearchCriteria>(key: K, value: SearchCriteria[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form role="search" aria-label="Job search" onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="job-keyword">Job Title or Keywords</Label>
              <Input
                id="job-keyword"
                value={draft.keyword}
                maxLength={MAX_JOB_SEARCH_TEXT}
                placeholder="e.g. Software Engineer, Registered Nurse"
                onChange={(e) => set('keyword', e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="job-location">Location</Label>
              <Input
                id="job-location"
                value={draft.location}
                maxLength={MAX_JOB_SEARCH_TEXT}
                placeholder="e.g. Austin, TX or Remote"
                onChange={(e) => set('location', e.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-end">
            <FilterSelect
              id="job-experience"
              label="Experience Level"
              value={draft.experienceLevel}
              options={EXPERIENCE_LEVEL_OPTIONS}
              onChange={(v) => set('experienceLevel', v)}
            />
            <FilterSelect
              id="job-type"
              label="Employment Type"
              value={draft.employmentType}
              options={EMPLOYMENT_TYPE_OPTIONS}
              onChange={(v) => set('employmentType', v)}
            />
            <div className="flex h-10 items-center gap-2">
              <Checkbox
                id="job-remote"
                checked={draft.remoteOnly}
                onCheckedChange={(checked) => set('remoteOnly', checked === true)}
              />
              <Label htmlFor="job-remote" className="font-normal">
                Remote jobs only
              </Label>
            </div>
            <div className="flex gap-2">
              <Button type="submit">
                <Search aria-hidden="true" />
                Search Jobs
              </Button>
              <Button type="button" variant="ghost" onClick={onClear}>
                Clear Filters
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
