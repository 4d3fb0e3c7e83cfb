module io_mod
  implicit none
contains
<<<<<<< left
  subroutine write_field(unit, field, name)
||||||| base
  subroutine write_field(unit, field)
=======
  subroutine write_field(unit, field, fmt)
>>>>>>> right
    integer, intent(in) :: unit
    real, intent(in) :: field(:)
<<<<<<< left
    character(*), intent(in) :: name
    write(unit, *) name, field
||||||| base
    write(unit, *) field
=======
    character(*), intent(in) :: fmt
    write(unit, fmt) field
>>>>>>> right
  end subroutine write_field
end module io_mod
