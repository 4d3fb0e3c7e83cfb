module state_mod
  implicit none
  real :: time = 0.0
contains
  subroutine advance(dt)
    real, intent(in) :: dt
    time = time + dt
<<<<<<< left
    call check_time(time)
||||||| base
=======
    call write_log(time)
>>>>>>> right
  end subroutine advance
end module state_mod
