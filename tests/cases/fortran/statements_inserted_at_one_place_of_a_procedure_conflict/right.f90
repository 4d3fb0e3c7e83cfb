module state_mod
  implicit none
  real :: time = 0.0
contains
  subroutine advance(dt)
    real, intent(in) :: dt
    time = time + dt
    call write_log(time)
  end subroutine advance
end module state_mod
