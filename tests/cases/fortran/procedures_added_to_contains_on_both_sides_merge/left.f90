module solver_mod
  use kinds_mod, only: dp
  implicit none
  private
  public :: solve

  integer, parameter :: max_iter = 100

contains

  subroutine solve(a, b, x)
    real(dp), intent(in) :: a(:,:), b(:)
    real(dp), intent(out) :: x(:)
    x = b
  end subroutine solve

  subroutine residual(a, b, x, r)
    real(dp), intent(in) :: a(:,:), b(:), x(:)
    real(dp), intent(out) :: r(:)
    r = b - matmul(a, x)
  end subroutine residual

end module solver_mod
