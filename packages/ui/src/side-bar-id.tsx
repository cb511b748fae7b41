/** id of the side bar, named by the toggle's aria-controls (kept apart so Layout need not load the side bar). */
export const SIDE_BAR_ID = 'side-bar';
