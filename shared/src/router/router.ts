// The router every app uses, one copy in the page: home fragments render inside the shell's router and
// must see its context. Only what the apps use is exported, so the build keeps those parts of
// react-router (a Module Federation shared package is kept whole: all of react-router was 58 kB gzip).
// An app needing another export adds it here, in a minor release of shared. StaticRouter draws a page on the server.
export { BrowserRouter, Link, Route, Routes, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
