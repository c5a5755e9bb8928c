OZ=ozdesk
$OZ queue approve 1
