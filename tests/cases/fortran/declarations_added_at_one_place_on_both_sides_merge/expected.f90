module state_mod
  use kinds_mod, only: dp
  implicit none

  integer :: nsteps = 0
  real(dp) :: time = 0.0_dp
  real(dp) :: cfl_max = 0.9_dp
  logical :: verbose = .false.
  character(len=256) :: output_dir = '.'

contains

  subroutine advance(dt)
    real(dp), intent(in) :: dt
    time = time + dt
    nsteps = nsteps + 1
  end subroutine advance

end module state_mod
