import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CataloguePage } from '../features/catalogue/catalogue.page';
import { SiteLayout } from '../features/layout/site-layout';

// Only the catalogue ships in the first bundle; every other page loads when visited.
const StoryDetailPage = lazy(() =>
  import('../features/story-detail/story-detail.page').then((module) => ({ default: module.StoryDetailPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found.page').then((module) => ({ default: module.NotFoundPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<Navigate to="/stories" replace />} />
        <Route path="stories" element={<CataloguePage />} />
        <Route path="stories/:id" element={<StoryDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
