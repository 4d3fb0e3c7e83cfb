program main
  implicit none
  call setup()
  call run()
contains
  subroutine setup()
    print *, 'setup'
  end subroutine setup

  subroutine teardown()
    print *, 'teardown'
  end subroutine teardown
end program main
