package annotations

const (
	FilenameExt      = "cobra_annotation_filename_ext"
<<<<<<< left
	RequiredFlag    = "cobra_annotation_one_required_flag"
||||||| base
	OneRequiredFlag = "cobra_annotation_one_required_flag"
=======
	OneRequiredFlags = "cobra_annotation_one_required_flag"
>>>>>>> right
	FlagGroup       = "cobra_annotation_flag_group"
	SubdirsInDir     = "cobra_annotation_subdirs_in_dir"
)
