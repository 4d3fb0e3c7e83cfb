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

  pure function norm2_of(v) result(n)
    real(dp), intent(in) :: v(:)
    real(dp) :: n
    n = sqrt(sum(v**2))
  end function norm2_of

end module solver_mod
