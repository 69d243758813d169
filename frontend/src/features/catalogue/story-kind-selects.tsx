import type { StoryContext, StoryRegion, StoryType } from '../../graphql/types.generated';
import { storyContextLabels, storyRegionLabels, storyTypeLabels } from '../../shared/stories/story-labels';
import { FilterSelect } from './filter-select';

/** What kind of story: the filters the catalogue and Story Management both offer. */
export interface StoryKind {
  type: StoryType | null;
  region: StoryRegion | null;
  context: StoryContext | null;
}

interface StoryKindSelectsProps {
  kind: StoryKind;
  onChange: (changes: Partial<StoryKind>) => void;
}

/** The Type, Region and Context selects, as cells of the caller's grid of filters. */
export function StoryKindSelects({ kind, onChange }: StoryKindSelectsProps) {
  return (
    <>
      <FilterSelect
        label="Type"
        anyLabel="All types"
        labels={storyTypeLabels}
        value={kind.type}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label="Region"
        anyLabel="All regions"
        labels={storyRegionLabels}
        value={kind.region}
        onChange={(region) => onChange({ region })}
      />
      <FilterSelect
        label="Context"
        anyLabel="High and low tech"
        labels={storyContextLabels}
        value={kind.context}
        onChange={(context) => onChange({ context })}
      />
    </>
  );
}
