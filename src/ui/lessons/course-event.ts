/**
 * The event by which an opened course link asks the header's Lessons button (in the app's first
 * chunk) to open the list at that course (the lessons' chunk holds it): a name both share, so
 * the shell needs nothing of the lessons to listen.
 */

/** The event's name; its `detail` is the course's id. */
export const OPEN_COURSE_EVENT = 'keyscope-open-course';
