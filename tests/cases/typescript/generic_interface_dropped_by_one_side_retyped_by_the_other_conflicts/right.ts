import { Repo } from "./repo";

export class UserStore implements Repo<Account>, Disposable {
  dispose(): void {}
}
