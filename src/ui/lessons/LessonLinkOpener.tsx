/**
 * Opens the teacher's lesson of a lesson link (the page's, or one pasted into it; share sync
 * notices it) in the player at its first step, held as a tried lesson is, so its goal and
 * other-sample judging work as for a lesson opened from a file. The link is read in the lessons'
 * chunk, fetched only when there is one; a link that cannot be opened says what and where.
 */
import { useEffect } from 'react';
import { note } from '../../share';
import { useExplorerView, useShareSync, useShareView } from '../../state/view-context';

/** Renders nothing; opens each lesson link once. */
export function LessonLinkOpener() {
  const fragment = useShareView((s) => s.lessonLink);
  const { lessonLinkRead } = useShareSync();
  const view = useExplorerView();
  useEffect(() => {
    if (fragment === null) return;
    let current = true;
    import('./lessons-chunk').then(
      ({ openLinkedLesson, openStepIn }) => {
        if (!current) return;
        let replaced = false;
        const problems = openLinkedLesson(fragment, (lesson) => {
          replaced = true;
          openStepIn(view, lesson, 0);
        });
        // A problem at a field in a note of its own, so the path is said as written, not capitalised.
        lessonLinkRead(
          problems?.map((problem) =>
            problem.params?.field === undefined ? problem : note('lessons.link.where', { problem }),
          ) ?? null,
          replaced,
        );
      },
      () => {
        if (current) lessonLinkRead([note('ui.lazy.failed.lessons')]);
      },
    );
    return () => {
      current = false;
    };
  }, [fragment, view, lessonLinkRead]);
  return null;
}
