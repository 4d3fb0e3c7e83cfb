import { Repo } from "./repo";

export class UserStore implements Disposable {
  dispose(): void {}
}
