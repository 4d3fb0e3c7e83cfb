import cats.{Functor, Monad}

object Syntax {
  def lift[F[_]: Functor, A](fa: F[A]): F[A] = fa
}
