module grid_mod
  implicit none
  private
  public :: grid_t, grid_init, grid_size, grid_free

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

  integer function grid_size(g)
    type(grid_t), intent(in) :: g
    grid_size = g%nx * g%ny
  end function grid_size

  subroutine grid_free(g)
    type(grid_t), intent(inout) :: g
    g%nx = 0
    g%ny = 0
  end subroutine grid_free

end module grid_mod
