import os
os.system("ozdesk queue approve 15")
