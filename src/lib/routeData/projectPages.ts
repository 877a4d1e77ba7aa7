/** Route data of /projects and of each project's page, /projects/{id}. */
import type { CollectionEntry } from "astro:content";
import { indexPagesCopy } from "../../config/pageCopy";
import type { ProjectScene } from "../../content/visuals";
import { projectPictures, type ProjectPicture } from "../images";
import { cardOf } from "../routeTree";
import { getListCollection, getSiteTree, withFacts } from "../siteData";
import { metaOf, type LinkCardData, type RoutedPage } from "./shared";

interface ProjectCard {
  title: string;
  location: string;
  description: string;
  href: string;
  scene: ProjectScene;
  /** The finished job: the gallery's last picture. */
  cover: ProjectPicture;
  /** An example the site launched with, labelled as one. */
  sample: boolean;
}

export interface ProjectsPageProps {
  headline: string;
  intro: string;
  projects: readonly ProjectCard[];
}

export interface ProjectDetailProps {
  title: string;
  location: string;
  /** Month of completion, machine-readable and as shown. */
  completed: { label: string; iso: string };
  description: string;
  story: readonly string[];
  features: readonly string[];
  /** The drawn scene shown until photos arrive. */
  scene: ProjectScene;
  /** Before, during and after. */
  pictures: readonly ProjectPicture[];
  /** The before and after pictures, larger, for the comparison slider. */
  comparison: { before: ProjectPicture; after: ProjectPicture };
  /** Services the job involved. */
  services: readonly LinkCardData[];
  /** An example the site launched with, labelled as one. */
  sample: boolean;
}

export async function projectsIndexPage(): Promise<RoutedPage<ProjectsPageProps>> {
  const { meta, headline, intro } = withFacts(indexPagesCopy.projects);
  const projects = await Promise.all(
    (await getListCollection("projects")).map(async ({ id, data }) => {
      const [, , after] = await projectPictures(
        id,
        data.gallery,
        "(min-width: 1152px) 352px, (min-width: 768px) 50vw, 100vw",
      );
      if (!after) throw new Error(`Project ${id} has no after picture`);
      const { title, location, description, scene, sample } = data;
      return { title, location, description, scene, sample, href: `/projects/${id}`, cover: after };
    }),
  );
  return {
    meta: metaOf(meta, "/projects"),
    crumbs: (await getSiteTree()).breadcrumbs("projects"),
    props: { headline, intro, projects },
  };
}

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric" });

export async function projectPage({ id, data }: CollectionEntry<"projects">): Promise<RoutedPage<ProjectDetailProps>> {
  const tree = await getSiteTree();
  const route = `projects/${id}`;
  const pictures = await projectPictures(id, data.gallery, "(min-width: 1152px) 352px, (min-width: 640px) 33vw, 100vw");
  const [before, , after] = await projectPictures(id, data.gallery, "(min-width: 896px) 896px, 100vw");
  if (!before || !after) throw new Error(`Project ${id} needs a before and an after picture`);
  return {
    meta: { title: data.seoTitle, description: data.seoDescription, path: `/${route}` },
    crumbs: tree.breadcrumbs(route),
    props: {
      title: data.title,
      location: data.location,
      completed: { iso: data.completed, label: monthYear.format(new Date(`${data.completed}-01`)) },
      description: data.description,
      story: data.story,
      features: data.features,
      scene: data.scene,
      pictures,
      comparison: { before, after },
      services: tree.children(route).map(cardOf),
      sample: data.sample,
    },
  };
}
