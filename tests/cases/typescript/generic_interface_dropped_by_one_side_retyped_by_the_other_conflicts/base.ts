import { Repo } from "./repo";

export class UserStore implements Repo<User>, Disposable {
  dispose(): void {}
}
