program main
  implicit none
  call setup()
  call run()
contains
  subroutine setup()
    print *, 'setup'
  end subroutine setup
end program main
