module swap_mod
  implicit none
  private
  public :: swap

  interface swap
    module procedure swap_int, swap_real, swap_logical
  end interface swap

contains

  subroutine swap_int(a, b)
    integer, intent(inout) :: a, b
    integer :: t
    t = a; a = b; b = t
  end subroutine swap_int

  subroutine swap_real(a, b)
    real, intent(inout) :: a, b
    real :: t
    t = a; a = b; b = t
  end subroutine swap_real

  subroutine swap_logical(a, b)
    logical, intent(inout) :: a, b
    logical :: t
    t = a; a = b; b = t
  end subroutine swap_logical

end module swap_mod
