// Every stylesheet of the site in one fixed order, imported first by the layout (and so first by
// every template). Gatsby joins all CSS into one file; when templates import the same components
// in different orders, webpack has no single order to follow ("Conflicting order" warnings at
// build and `npm run edit`) and picks one by itself. Listing them here makes the order a decision:
// shared frame first, then building blocks (picture, section, button, cards), then the components
// that refine them. A new *.module.css belongs in this list (a test checks that none is missing).
import "../components/header.module.css";
import "../components/footer.module.css";
import "./global.css";
import "../components/layout.module.css";
import "../components/page-header.module.css";
import "../components/plan-sheet.module.css";
import "../components/picture.module.css";
import "../components/claims.module.css";
import "../components/section.module.css";
import "../components/contact-details.module.css";
import "../components/button.module.css";
import "../components/follow-up.module.css";
import "../components/hero.module.css";
import "../components/cards.module.css";
import "../components/success-story.module.css";
import "../components/testimonials.module.css";
import "../components/site-form.module.css";
import "../components/about.module.css";
import "../components/lead-offer.module.css";
import "../components/thanks.module.css";
import "../components/faq.module.css";
import "../components/recipe-cards.module.css";
import "../components/safety-box.module.css";
import "../components/example-label.module.css";
