module state_mod
  use kinds_mod, only: dp
  implicit none

<<<<<<< left
  integer :: nsteps = 0, max_steps = 1000
  real(dp) :: time = 0.0_dp
||||||| base
  integer :: nsteps = 0
  real(dp) :: time = 0.0_dp
=======
  integer :: nsteps = 0
  real(dp) :: time = 0.0_dp
  integer :: Max_Steps = 500
>>>>>>> right

contains

  subroutine advance(dt)
    real(dp), intent(in) :: dt
    time = time + dt
    nsteps = nsteps + 1
  end subroutine advance

end module state_mod
