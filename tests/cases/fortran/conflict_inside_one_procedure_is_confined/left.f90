module heat_mod
  implicit none
  real, parameter :: alpha = 0.1
contains

  subroutine step(u, dt)
    real, intent(inout) :: u(:)
    real, intent(in) :: dt
    integer :: i
    do i = 2, size(u) - 1
      u(i) = u(i) + 0.5 * alpha * dt * (u(i-1) - 2*u(i) + u(i+1))
    end do
  end subroutine step

  subroutine clamp(u)
    real, intent(inout) :: u(:)
    u = max(u, 0.0)
  end subroutine clamp

end module heat_mod
