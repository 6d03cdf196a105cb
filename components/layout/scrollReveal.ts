/**
 * AOS with its stylesheet, as one lazily loaded chunk: the 26 KB of animation CSS no longer blocks
 * the first paint of every page (it came through _app's global CSS), and both arrive together after
 * the page has loaded. Nothing is hidden by the CSS until AOS marks an element, so loading it late
 * shows no flash.
 */
import AOS from "aos";
import "aos/dist/aos.css";

export default AOS;
