module grid_mod
  implicit none
  private
  public :: grid_t, grid_init

  type :: grid_t
    integer :: nx, ny
  end type grid_t

contains

  subroutine grid_init(g, nx, ny)
    type(grid_t), intent(out) :: g
    integer, intent(in) :: nx, ny
    g%nx = nx
    g%ny = ny
  end subroutine grid_init

end module grid_mod
