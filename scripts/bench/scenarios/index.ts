/** Every scenario `npm run bench` knows, in the order they run. `--only=<id>` picks some. */
import type { Scenario } from "../scenario";
import { admin } from "./admin";
import { catalogue } from "./catalogue";
import { memory } from "./memory";
import { orders } from "./orders";
import { processes } from "./processes";
import { scale } from "./scale";
import { search } from "./search";
import { signedIn } from "./signed-in";
import { soak } from "./soak";

export const SCENARIOS: Scenario[] = [catalogue, scale, processes, orders, search, signedIn, memory, admin, soak];
