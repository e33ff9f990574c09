/** Every scenario `npm run bench` knows, in the order they run. `--only=<id>` picks some. */
import type { Scenario } from "../scenario";
import { catalogue } from "./catalogue";
import { orders } from "./orders";
import { processes } from "./processes";
import { scale } from "./scale";

export const SCENARIOS: Scenario[] = [catalogue, scale, processes, orders];
