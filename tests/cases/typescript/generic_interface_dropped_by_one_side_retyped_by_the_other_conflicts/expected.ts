import { Repo } from "./repo";

<<<<<<< left
export class UserStore implements Disposable {
||||||| base
export class UserStore implements Repo<User>, Disposable {
=======
export class UserStore implements Repo<Account>, Disposable {
>>>>>>> right
  dispose(): void {}
}
